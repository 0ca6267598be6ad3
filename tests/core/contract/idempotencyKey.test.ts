import {
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  NO_CREDENTIALS,
  toWire,
  type EndpointName,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { base64url } from "../../../core/src/contract/endpoints/idempotencyKey.js"

const NAMES = Object.keys(endpoints) as ReadonlyArray<EndpointName>

/** A call of the endpoint as toWire builds it, with no request parts: only its headers matter here. */
const headersOf = (name: EndpointName, headers?: Record<string, string>) =>
  toWire(endpoints[name], headers === undefined ? {} : { headers }, NO_CREDENTIALS).headers

describe("the Idempotency-Key of a first take (toWire)", () => {
  it("goes with every call of the three first takes, and with no other call", () => {
    const carrying = NAMES.filter((name) => IDEMPOTENCY_KEY_HEADER in headersOf(name))
    expect([...carrying].sort()).toEqual(["startPurchase", "takeBestAvailable", "takeSeats"])
  })

  it("is fresh for each call, 16 random bytes in base64url that the header's schema reads", () => {
    const keys = Array.from({ length: 50 }, () => headersOf("takeSeats")[IDEMPOTENCY_KEY_HEADER]!)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/u)
      expect(Schema.is(IdempotencyKey)(key)).toBe(true)
      expect(Buffer.from(key, "base64url")).toHaveLength(16)
    }
  })

  it("keeps the key the caller gave", () => {
    const given = "a-key-the-caller-chose-0123"
    expect(headersOf("startPurchase", { [IDEMPOTENCY_KEY_HEADER]: given })[IDEMPOTENCY_KEY_HEADER]).toBe(given)
  })

  it("encodes bytes as Node's base64url does, at every length", () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + length * 31) % 256)
      expect(base64url(bytes)).toBe(Buffer.from(bytes).toString("base64url"))
    }
  })

  it("refuses a key of the wrong shape", () => {
    for (const wrong of ["short", "x".repeat(65), "has spaces in it but long enough", "a+b/c=".repeat(5)])
      expect(Schema.is(IdempotencyKey)(wrong), wrong).toBe(false)
  })
})
