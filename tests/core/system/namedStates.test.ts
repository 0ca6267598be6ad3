import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { businessTimerOf, persistedKeys } from "@boleteria/core"
import { createDriver, MINUTE, T0 } from "../../support/driver.js"
import { enterBuyRoute, takeSeats } from "../../support/flows.js"

const ROOT = fileURLToPath(new URL("../../../", import.meta.url))

const sourcesUnder = (folder: string): ReadonlyArray<string> =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file))

/** Every line of `folders`' sources that matches `pattern`, as "file: line". */
const linesMatching = (folders: ReadonlyArray<string>, pattern: RegExp): ReadonlyArray<string> =>
  folders.flatMap(sourcesUnder).flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .filter((line) => pattern.test(line))
      .map((line) => `${relative(ROOT, join(ROOT, file))}: ${line.trim()}`),
  )

describe("states and routes have names, not strings set by hand", () => {
  it('no "stay" string route: where a tab goes is a page or a named outcome', () => {
    expect(linesMatching(["core/src", "ui/src"], /["']stay["']/)).toEqual([])
  })

  it("no action sets the purchase clock's cEstado: the one place that writes it reads the machine's state", () => {
    const written = linesMatching(["core/src/machines", "core/src/system"], /\bcEstado\s*:/)
    // Taking a stored cEstado apart (a restore) reads it; only building an object writes one.
    expect(written.filter((line) => !/: const \{/.test(line))).toEqual([
      "core/src/machines/purchaseTimer/purchaseTimer.connect.ts: return { ctProcess, cEstado: snapshot.value, ...rest }",
    ])
  })

  it("the stored cEstado follows the clock through a start, an expiry and the cancel that follows", () => {
    const driver = createDriver()
    const stored = () => persistedKeys(driver.snapshot()).businessTimer.cEstado
    expect(stored()).toBe("RESET")
    takeSeats(driver, { idProcesoDeCompra: 501, at: T0 })
    enterBuyRoute(driver, 501)
    expect(stored()).toBe("INICIADO")
    const states = new Set<string>()
    driver.system.subscribe((snapshot) => {
      expect(businessTimerOf(snapshot.purchaseTimer).cEstado).toBe(snapshot.purchaseTimer.value)
      states.add(snapshot.purchaseTimer.value)
    })
    driver.tickUntil(T0 + 13 * MINUTE, MINUTE)
    expect(stored()).toBe("RESET")
    expect(driver.snapshot().purchaseTimer.context.timer.cUltimaSituacion).toBe("CANCELLED")
    expect(states).toEqual(new Set(["INICIADO", "RESET"]))
  })
})
