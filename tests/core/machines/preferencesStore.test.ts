import { describe, expect, it } from "vitest"
import { NO_PREFERENCES } from "@boleteria/core"
import { createPreferencesStore } from "../../../core/src/system/preferences.store.js"
import { createDriver } from "../../support/driver.js"

describe("the preferences store (@xstate/store, fed by logged events)", () => {
  it("folds the preference events and keeps the same context for every other event", () => {
    const store = createPreferencesStore()
    store.send({ type: "locale.changed", locale: "en" })
    store.send({ type: "geo.countryResolved", cc: "AR" })
    const folded = store.getSnapshot().context
    expect(folded).toEqual({ locale: "en", cc: "AR" })
    store.send({ type: "clock.ticked" } as never)
    expect(store.getSnapshot().context).toBe(folded)
    store.send({ type: "preferences.restored", preferences: { ...NO_PREFERENCES, colaTurno: "turno-1" } })
    expect(store.getSnapshot().context).toEqual(NO_PREFERENCES)
  })

  it("is what the purchase system shows, unchanged by a tick", () => {
    const driver = createDriver({ tabId: 1 })
    driver.send({ type: "locale.changed", locale: "en" })
    const shown = driver.snapshot().preferences
    expect(shown.locale).toBe("en")
    driver.send({ type: "clock.ticked" })
    expect(driver.snapshot().preferences).toBe(shown)
  })
})
