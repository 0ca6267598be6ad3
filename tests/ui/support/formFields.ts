import { fireEvent } from "@testing-library/react"
import type { UserEvent } from "@testing-library/user-event"
import { expect } from "vitest"
import { createTranslator } from "../../../ui/src/i18n/i18n.js"
import type { TenantOverrides } from "./renderWithShop.js"

/** The shop's texts in a locale, as the forms show them. */
export const translate = createTranslator("es")

/** A tenant that shows the shop in `locale` (the other one enabled). */
export const inLocale = (locale: "es" | "en"): TenantOverrides => ({
  locales: { default: locale, fallback: "es", enabled: ["es", "en"] },
})

/** The control a field's `name` names, and the message tied to it by aria-describedby. */
export const control = (name: string): HTMLInputElement | HTMLSelectElement => {
  const element = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
  if (element === null) throw new Error(`no control named ${name}`)
  return element
}

export const messageOf = (name: string): string | null => {
  const id = control(name)
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((candidate) => candidate.endsWith("-error"))
  return id === undefined ? null : (document.getElementById(id)?.textContent ?? null)
}

/** Types into a field (or picks an option) and leaves it, as a shopper does before its message shows. */
export const fill = (name: string, value: string) => {
  fireEvent.change(control(name), { target: { value } })
  fireEvent.blur(control(name))
}

/** Each row: what goes in which fields, then the field whose message is checked and the message key. */
export type MessageCase = readonly [Readonly<Record<string, string>>, string, string]

/** A new password and its confirmation (sign-up, change and recovery ask for them alike). */
export const NEW_PASSWORD_CASES: ReadonlyArray<MessageCase> = [
  [{ password: "" }, "password", "validation.password.required"],
  [{ password: "Ab1" }, "password", "validation.password.tooShort"],
  [{ password: "abcdefg1" }, "password", "validation.password.uppercase"],
  [{ password: "Abcdefgh" }, "password", "validation.password.digit"],
  [
    { password: "Abcdefg1", passwordConfirmation: "" },
    "passwordConfirmation",
    "validation.passwordConfirmation.required",
  ],
  [
    { password: "Abcdefg1", passwordConfirmation: "Abcdefg2" },
    "passwordConfirmation",
    "validation.passwordConfirmation.mismatch",
  ],
]

/** Fills each row's fields in turn, and checks its field then shows the row's message in `t`'s language. */
export const expectEachMessage = (cases: ReadonlyArray<MessageCase>, t: (key: string) => string) => {
  for (const [values, field, key] of cases) {
    for (const [name, value] of Object.entries(values)) fill(name, value)
    expect(messageOf(field), `${JSON.stringify(values)} → ${key}`).toBe(t(key))
  }
}

/** Types each value into the control its field names, in order, as a shopper fills a form in. */
export const typeInto = async (user: UserEvent, values: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(values)) await user.type(control(name), value)
}
