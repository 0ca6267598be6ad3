import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"

/** The purchase stages SPEC §7 sends a tracking pixel for. */
export const TelemetryStage = Schema.Literals(["landing", "seatSelection", "success", "failure"])
export type TelemetryStage = typeof TelemetryStage.Type

/** Flat values, because a pixel carries them as query parameters. */
export type TelemetryData = { readonly [field: string]: string | number | boolean }

/** One pixel: the stage and what it carries. */
export interface TrackedStage {
  readonly stage: TelemetryStage
  readonly data: TelemetryData
}

/** Tracking must never disturb a purchase: track cannot fail, and a lost pixel is simply lost. */
export interface TelemetryShape {
  readonly track: (stage: TelemetryStage, data: TelemetryData) => Effect.Effect<void>
}

export class Telemetry extends Context.Service<Telemetry, TelemetryShape>()("@boleteria/core/Telemetry") {
  /** For a tenant without a pixel URL (telemetryPixelUrl null): every stage is dropped. */
  static readonly layerOff: Layer.Layer<Telemetry> = Layer.succeed(Telemetry, {
    track: () => Effect.void,
  })
}
