import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { APP_MESSAGE_KEYS, MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from "@boleteria/core"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const CORE_SRC = join(ROOT, "core", "src")

type Messages = { readonly [key: string]: string | Messages }

const load = (locale: string): Messages =>
  JSON.parse(readFileSync(join(ROOT, "locales", `${locale}.json`), "utf8")) as Messages

/** Every leaf of a nested message file as "a.b.c" → text. */
const flatten = (messages: Messages, prefix = ""): Map<string, unknown> =>
  new Map(
    Object.entries(messages).flatMap(([name, value]): Array<[string, unknown]> => {
      const key = prefix === "" ? name : `${prefix}.${name}`
      return typeof value === "object" ? [...flatten(value, key)] : [[key, value]]
    }),
  )

const es = flatten(load("es"))
const en = flatten(load("en"))

const sourceFiles = (directory: string): Array<string> =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith(".ts") ? [path] : []
  })

/** The `{{name}}` placeholders rosetta fills in. */
const placeholders = (text: string): Array<string> =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort()

describe("locale files", () => {
  it("es and en have exactly the same keys", () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it("hold a non-empty text under every key", () => {
    for (const messages of [es, en]) {
      for (const [key, text] of messages) {
        expect(typeof text, key).toBe("string")
        expect(String(text).trim(), key).not.toBe("")
      }
    }
  })

  it("use the same placeholders in both languages", () => {
    for (const [key, text] of es) expect(placeholders(String(text)), key).toEqual(placeholders(String(en.get(key))))
  })

  it("have every message key core can return", () => {
    expect(MESSAGE_KEYS).toHaveLength(VALIDATION_MESSAGE_KEYS.length + APP_MESSAGE_KEYS.length)
    for (const key of MESSAGE_KEYS) {
      expect(es.has(key), `es lacks ${key}`).toBe(true)
      expect(en.has(key), `en lacks ${key}`).toBe(true)
    }
  })

  it("have every validation key written anywhere in core's sources", () => {
    const written = new Set(
      sourceFiles(CORE_SRC).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/["'`](validation\.[A-Za-z0-9_.]+)["'`]/g)].map((m) => m[1] ?? ""),
      ),
    )
    expect(written.size).toBeGreaterThan(40)
    for (const key of written) {
      expect(es.has(key), `es lacks ${key}`).toBe(true)
      expect(en.has(key), `en lacks ${key}`).toBe(true)
      expect(VALIDATION_MESSAGE_KEYS as ReadonlyArray<string>, `messageKeys.ts lacks ${key}`).toContain(key)
    }
  })

  it("say what SPEC quotes", () => {
    expect(en.get("purchase.expired")).toBe("Your purchase time limit has expired")
    expect(en.get("purchase.otherTab")).toBe("You have started a purchase in another tab of your browser")
    expect(en.get("purchase.canceled")).toBe("Your purchase process has been canceled")
    expect(en.get("purchase.canceledTitle")).toBe("Purchase process canceled")
    expect(en.get("session.disconnected")).toBe("Your user session has been disconnected")
    expect(en.get("payment.requestError")).toBe("There was an error in the payment request")
    expect(en.get("validation.email.invalid")).toBe("E-mail must be valid")
    expect(es.get("errors.unknown")).toBe("Ocurrió un error desconocido")
    expect(es.get("auth.error.error")).toBe("Ocurrió un error")
    expect(es.get("newsletter.dialogTitle")).toBe("Subscripcion a Newsletter")
  })

  it("mention the card's last four digits in the card message", () => {
    expect(placeholders(String(es.get("payment.cardMessage")))).toEqual(["last4"])
  })
})
