import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { Telemetry, TelemetryStage, type TelemetryData, type TelemetryShape } from "@boleteria/core"

/** The contract every Telemetry layer keeps: tracking always succeeds, whatever it is given. */
export function describeTelemetryContract(name: string, makeLayer: () => Layer.Layer<Telemetry, unknown>): void {
  describe(`Telemetry contract: ${name}`, () => {
    let runtime: ManagedRuntime.ManagedRuntime<Telemetry, unknown>
    let telemetry: TelemetryShape

    beforeEach(async () => {
      runtime = ManagedRuntime.make(makeLayer())
      telemetry = await runtime.runPromise(Telemetry)
    })
    afterEach(() => runtime.dispose())

    const trackSucceeds = async (stage: TelemetryStage, data: TelemetryData) => {
      const exit = await Effect.runPromiseExit(telemetry.track(stage, data))
      expect(Exit.isSuccess(exit)).toBe(true)
    }

    it("tracks every stage of SPEC §7", async () => {
      expect(TelemetryStage.literals).toEqual(["landing", "seatSelection", "success", "failure"])
      for (const stage of TelemetryStage.literals) {
        await trackSucceeds(stage, { idFuncion: 12, idProcesoDeCompra: 4521 })
      }
    })

    it("tracks with no data, and with text, numbers and flags of any script", async () => {
      await trackSucceeds("landing", {})
      await trackSucceeds("failure", {
        cSeo: "función-ñandú-🎭",
        cMensaje: "línea 1\nlínea 2 & más?=",
        fPrecioTotalFinal: 12_500.5,
        lContiguas: false,
      })
    })
  })
}
