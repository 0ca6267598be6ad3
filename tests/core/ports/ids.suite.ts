import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { Ids, type IdsShape } from "@boleteria/core"

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The contract every Ids layer keeps. */
export function describeIdsContract(name: string, makeLayer: () => Layer.Layer<Ids, unknown>): void {
  describe(`Ids contract: ${name}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<Ids, unknown>
    let ids: IdsShape

    beforeEach(async () => {
      runtime = ManagedRuntime.make(makeLayer())
      ids = await runtime.runPromise(Ids)
    })
    afterEach(() => runtime.dispose())

    const draw = <A>(count: number, next: () => Effect.Effect<A>) =>
      Effect.runPromise(Effect.forEach(Array.from({ length: count }), next))

    it("draws tab ids that are positive whole numbers, all different", async () => {
      const tabIds = await draw(100, () => ids.tabId())
      for (const tabId of tabIds) {
        expect(Number.isSafeInteger(tabId)).toBe(true)
        expect(tabId).toBeGreaterThan(0)
      }
      expect(new Set(tabIds).size).toBe(tabIds.length)
    })

    it("draws lower-case version 4 uuids, all different", async () => {
      const uuids = await draw(1_000, () => ids.uuid())
      for (const uuid of uuids) expect(uuid).toMatch(UUID_V4)
      expect(new Set(uuids).size).toBe(uuids.length)
    })
  })
}
