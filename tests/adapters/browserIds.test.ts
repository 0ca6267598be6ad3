// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  drawTabId,
  layerBrowserIds,
  randomUuid,
  type RandomSource,
  DEVICE_ID_KEY,
  makeDeviceFingerprint,
} from "@boleteria/adapters"
import { describeIdsContract } from "../core/ports/ids.suite.js"

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Web Crypto as an insecure (plain http) page has it: no randomUUID. */
const withoutRandomUuid: RandomSource = { getRandomValues: (array) => crypto.getRandomValues(array) }

/** Hands out the given 32-bit words, in order, then zeros. */
const scripted = (words: ReadonlyArray<number>): RandomSource => {
  const queue = [...words]
  return {
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array.forEach((_, index) => (array[index] = queue.shift() ?? 0))
      return array
    },
  }
}

describeIdsContract("browser crypto", () => layerBrowserIds())
describeIdsContract("browser crypto without randomUUID", () => layerBrowserIds(withoutRandomUuid))

describe("browser Ids", () => {
  it("builds a tab id from 53 random bits: never 0, never beyond the safe integers", () => {
    expect(drawTabId(scripted([0xffff_ffff, 0xffff_ffff]))).toBe(Number.MAX_SAFE_INTEGER)
    expect(drawTabId(scripted([0, 0, 0, 7]))).toBe(7)
    expect(drawTabId(scripted([1, 2]))).toBe(2 ** 32 + 2)
  })

  it("uses crypto.randomUUID where the page has it", () => {
    const randomUUID = vi.fn(() => "8c5e3c1a-2f4b-4d6e-9a7b-0c1d2e3f4a5b" as const)
    expect(randomUuid({ getRandomValues: (array) => array, randomUUID })).toBe("8c5e3c1a-2f4b-4d6e-9a7b-0c1d2e3f4a5b")
    expect(randomUUID).toHaveBeenCalledOnce()
    expect(randomUuid(withoutRandomUuid)).toMatch(UUID_V4)
  })
})

describe("device fingerprint", () => {
  afterEach(() => {
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it("is a random id kept in localStorage: the same on every call, and after a reload", () => {
    const fingerprint = makeDeviceFingerprint(localStorage)
    const first = fingerprint()
    expect(first).toMatch(UUID_V4)
    expect(fingerprint()).toBe(first)
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first)
    expect(makeDeviceFingerprint(localStorage)()).toBe(first)
  })

  it("differs between browsers (storages)", () => {
    const other = new Storage()
    expect(makeDeviceFingerprint(localStorage)()).not.toBe(makeDeviceFingerprint(other)())
  })

  it("replaces a stored value that is not an id it drew, which could break the header", () => {
    localStorage.setItem(DEVICE_ID_KEY, "tampered\r\nx-injected: 1")
    const fingerprint = makeDeviceFingerprint(localStorage)()
    expect(fingerprint).toMatch(UUID_V4)
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(fingerprint)
  })

  it("still names the device for the page's life when storage is refused", () => {
    // A storage of its own: a refusing page's storage, not the one the next test file's page reads.
    const refusing = new Storage()
    vi.spyOn(refusing, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    const fingerprint = makeDeviceFingerprint(refusing)
    const id = fingerprint()
    expect(id).toMatch(UUID_V4)
    expect(fingerprint()).toBe(id)
    expect(makeDeviceFingerprint(null)()).toMatch(UUID_V4)
  })
})
