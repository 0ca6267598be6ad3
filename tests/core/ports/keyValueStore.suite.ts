import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { BusinessProcess, getJson, KeyValueStore, PERSISTED_KEYS, setJson } from "@boleteria/core"

type KeyValueStoreLayer = Layer.Layer<KeyValueStore, unknown>

/** The contract every KeyValueStore layer keeps; makeLayer must return an empty store each call. */
export function describeKeyValueStoreContract(name: string, makeLayer: () => KeyValueStoreLayer): void {
  describe(`KeyValueStore contract: ${name}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<KeyValueStore, unknown>
    const run = <A, E>(effect: Effect.Effect<A, E, KeyValueStore>) => runtime.runPromise(effect)
    const store = () => run(KeyValueStore)

    beforeEach(() => {
      runtime = ManagedRuntime.make(makeLayer())
    })
    afterEach(() => runtime.dispose())

    it("starts empty and reads a missing key as none", async () => {
      const kv = await store()
      expect(await run(kv.keys())).toEqual([])
      expect(await run(kv.get("token"))).toEqual(Option.none())
    })

    it("reads back what was set, overwrites, and forgets what was removed", async () => {
      const kv = await store()
      await run(kv.set("token", "first"))
      expect(await run(kv.get("token"))).toEqual(Option.some("first"))
      await run(kv.set("token", "second"))
      expect(await run(kv.get("token"))).toEqual(Option.some("second"))
      await run(kv.remove("token"))
      expect(await run(kv.get("token"))).toEqual(Option.none())
    })

    it("removes a missing key without complaint", async () => {
      const kv = await store()
      await run(kv.remove("never-set"))
      expect(await run(kv.keys())).toEqual([])
    })

    it("lists exactly the keys that hold a value", async () => {
      const kv = await store()
      await run(kv.set("user", "u"))
      await run(kv.set("token", "t"))
      await run(kv.set("locale", "es"))
      await run(kv.remove("token"))
      expect([...(await run(kv.keys()))].sort()).toEqual(["locale", "user"])
    })

    it("keeps empty, multi-line and non-Latin values and keys exactly", async () => {
      const kv = await store()
      const values = ["", 'línea 1\nlínea 2\t"citada"', "Función — ñandú 🎟️ 日本語", '{"a":1}']
      for (const [index, value] of values.entries()) {
        await run(kv.set(`clave-ñ-${index}-🎭`, value))
      }
      for (const [index, value] of values.entries()) {
        expect(await run(kv.get(`clave-ñ-${index}-🎭`))).toEqual(Option.some(value))
      }
    })

    it("stores every persisted key of SPEC §3 independently", async () => {
      const kv = await store()
      for (const key of PERSISTED_KEYS) await run(kv.set(key, `value of ${key}`))
      expect([...(await run(kv.keys()))].sort()).toEqual([...PERSISTED_KEYS].sort())
      for (const key of PERSISTED_KEYS) {
        expect(await run(kv.get(key))).toEqual(Option.some(`value of ${key}`))
      }
    })

    it("behaves like a map under any sequence of sets and removes", async () => {
      const key = fc.constantFrom(...PERSISTED_KEYS, "", "ñ", "🎟️")
      const operation = fc.oneof(
        fc.record({ kind: fc.constant("set" as const), key, value: fc.string({ unit: "binary" }) }),
        fc.record({ kind: fc.constant("remove" as const), key }),
      )
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { maxLength: 30 }), async (operations) => {
          const fresh = ManagedRuntime.make(makeLayer())
          try {
            const model = new Map<string, string>()
            const kv = await fresh.runPromise(KeyValueStore)
            for (const op of operations) {
              if (op.kind === "set") {
                model.set(op.key, op.value)
                await fresh.runPromise(kv.set(op.key, op.value))
              } else {
                model.delete(op.key)
                await fresh.runPromise(kv.remove(op.key))
              }
            }
            expect([...(await fresh.runPromise(kv.keys()))].sort()).toEqual([...model.keys()].sort())
            for (const [storedKey, value] of model) {
              expect(await fresh.runPromise(kv.get(storedKey))).toEqual(Option.some(value))
            }
          } finally {
            await fresh.dispose()
          }
        }),
        { numRuns: 200 },
      )
    })

    describe("JSON helpers", () => {
      const pending = {
        idProcesoDeCompraInvalidar: 4521,
        cClaveProceso: "uF3r9Qx2Lk7VbN0sWc5EhYj",
        dReset: 1_735_700_000_000,
      }

      it("round-trips a schema value through its JSON text", async () => {
        await run(setJson("businessProcess", BusinessProcess, pending))
        expect(await run(getJson("businessProcess", BusinessProcess))).toEqual(Option.some(pending))
        const kv = await store()
        const stored = Option.getOrThrow(await run(kv.get("businessProcess")))
        expect(JSON.parse(stored)).toEqual(pending)
      })

      it("keeps non-Latin text inside JSON values", async () => {
        const Named = Schema.Struct({ cNombre: Schema.String })
        await run(setJson("user", Named, { cNombre: "Ñandú Pérez 🎫" }))
        expect(await run(getJson("user", Named))).toEqual(Option.some({ cNombre: "Ñandú Pérez 🎫" }))
      })

      it("reads a missing key as none", async () => {
        expect(await run(getJson("businessProcess", BusinessProcess))).toEqual(Option.none())
      })

      it("reads corrupt JSON as none instead of failing", async () => {
        const kv = await store()
        for (const corrupt of ["{not json", "", "undefined", '{"idProcesoDeCompraInvalidar":']) {
          await run(kv.set("businessProcess", corrupt))
          expect(await run(getJson("businessProcess", BusinessProcess))).toEqual(Option.none())
        }
      })

      it("reads well-formed JSON of the wrong shape as none", async () => {
        const kv = await store()
        const wrongShapes = [
          "null",
          "42",
          "[]",
          "{}",
          JSON.stringify({ ...pending, idProcesoDeCompraInvalidar: "4521" }),
        ]
        for (const wrong of wrongShapes) {
          await run(kv.set("businessProcess", wrong))
          expect(await run(getJson("businessProcess", BusinessProcess))).toEqual(Option.none())
        }
      })

      it("refuses to store a value its schema rejects and keeps the previous value", async () => {
        await run(setJson("businessProcess", BusinessProcess, pending))
        const invalid = { idProcesoDeCompraInvalidar: -1, cClaveProceso: null, dReset: null }
        const outcome = await run(Effect.result(setJson("businessProcess", BusinessProcess, invalid)))
        expect(Result.isFailure(outcome)).toBe(true)
        expect(await run(getJson("businessProcess", BusinessProcess))).toEqual(Option.some(pending))
      })
    })
  })
}
