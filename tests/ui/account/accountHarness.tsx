import { fireEvent } from "@testing-library/react"
import { createTranslator } from "../../../ui/src/i18n/i18n.js"
import { control } from "../login/loginHarness.js"
import type { TenantOverrides } from "../support/renderWithShop.js"

export { control, messageOf } from "../login/loginHarness.js"

export const translate = createTranslator("es")

export const inLocale = (locale: "es" | "en"): TenantOverrides => ({
  locales: { default: locale, fallback: "es", enabled: ["es", "en"] },
})

/** Types into a field and leaves it, as a shopper does before its message shows. */
export const fill = (name: string, value: string) => {
  fireEvent.change(control(name), { target: { value } })
  fireEvent.blur(control(name))
}

/** Each row: what goes in which fields, then the field whose message is checked and the message key. */
export type MessageCase = readonly [Readonly<Record<string, string>>, string, string]
