// @vitest-environment happy-dom
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  browserStorage,
  DEFAULT_KEY_PREFIX,
  layerLocalStorage,
  makeLocalStorageKeyValueStore,
} from "@boleteria/adapters"
import { KeyValueStoreError, PERSISTED_KEYS } from "@boleteria/core"
import { describeKeyValueStoreContract } from "../core/ports/keyValueStore.suite.js"

describeKeyValueStoreContract("localStorage", () => {
  localStorage.clear()
  return layerLocalStorage(localStorage)
})

describeKeyValueStoreContract("localStorage shared with another app", () => {
  localStorage.clear()
  localStorage.setItem("otraApp.token", "ajeno")
  localStorage.setItem("boleteria", "sin punto")
  return layerLocalStorage(localStorage)
})

const run = Effect.runPromise

describe("localStorage KeyValueStore", () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it("keeps SPEC §3's persisted keys across a reload, under the shop's prefix", async () => {
    const beforeReload = makeLocalStorageKeyValueStore(localStorage)
    for (const key of PERSISTED_KEYS) await run(beforeReload.set(key, JSON.stringify({ key })))
    expect(localStorage.getItem(`${DEFAULT_KEY_PREFIX}businessTimer`)).toBe('{"key":"businessTimer"}')

    const afterReload = makeLocalStorageKeyValueStore(browserStorage())
    expect([...(await run(afterReload.keys()))].sort()).toEqual([...PERSISTED_KEYS].sort())
    for (const key of PERSISTED_KEYS) {
      expect(await run(afterReload.get(key))).toEqual(Option.some(JSON.stringify({ key })))
    }
  })

  it("neither lists nor touches another app's keys", async () => {
    localStorage.setItem("otraApp.token", "ajeno")
    const store = makeLocalStorageKeyValueStore(localStorage)
    await run(store.set("token", "propio"))
    await run(store.remove("token"))
    expect(await run(store.keys())).toEqual([])
    expect(await run(store.get("otraApp.token"))).toEqual(Option.none())
    expect(localStorage.getItem("otraApp.token")).toBe("ajeno")
  })

  it("fails a write to a full storage with KeyValueStoreError, keeping the previous value", async () => {
    await run(makeLocalStorageKeyValueStore(localStorage).set("procesoCompra", "antes"))
    const quota = new DOMException("The quota has been exceeded.", "QuotaExceededError")
    // The page's storage, full: a Storage of its own rather than a spy on happy-dom's storage object,
    // which is put back as an item named "setItem" and stays broken for the next file of a shared worker.
    const full: Storage = {
      get length() {
        return localStorage.length
      },
      key: (index) => localStorage.key(index),
      getItem: (key) => localStorage.getItem(key),
      setItem: () => {
        throw quota
      },
      removeItem: (key) => localStorage.removeItem(key),
      clear: () => localStorage.clear(),
    }
    const store = makeLocalStorageKeyValueStore(full)
    const failure = await run(Effect.flip(store.set("procesoCompra", "después")))
    expect(failure).toBeInstanceOf(KeyValueStoreError)
    expect(failure).toMatchObject({ key: "procesoCompra", cause: quota })
    expect(await run(store.get("procesoCompra"))).toEqual(Option.some("antes"))
  })

  it("reads a storage that throws on every access as empty, and refuses writes to it", async () => {
    const blocked = (): never => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    const refusing = {
      get length(): number {
        return blocked()
      },
      key: blocked,
      getItem: blocked,
      setItem: blocked,
      removeItem: blocked,
      clear: blocked,
    } satisfies Storage
    const store = makeLocalStorageKeyValueStore(refusing)
    expect(await run(store.get("token"))).toEqual(Option.none())
    expect(await run(store.keys())).toEqual([])
    await run(store.remove("token"))
    expect((await run(Effect.flip(store.set("token", "t"))))._tag).toBe("KeyValueStoreError")
  })

  describe("with storage disabled by the browser", () => {
    it("finds no storage when merely reading localStorage throws", () => {
      expect(browserStorage()).toBe(localStorage)
      const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage")
      Object.defineProperty(globalThis, "localStorage", {
        configurable: true,
        get: () => {
          throw new DOMException("Access is denied for this document.", "SecurityError")
        },
      })
      try {
        expect(browserStorage()).toBeNull()
      } finally {
        if (original !== undefined) Object.defineProperty(globalThis, "localStorage", original)
      }
    })

    it("reads as empty and fails every write", async () => {
      const store = makeLocalStorageKeyValueStore(null)
      expect(await run(store.get("token"))).toEqual(Option.none())
      expect(await run(store.keys())).toEqual([])
      await run(store.remove("token"))
      const failure = await run(Effect.flip(store.set("token", "t")))
      expect(failure).toMatchObject({ _tag: "KeyValueStoreError", key: "token" })
    })
  })
})
