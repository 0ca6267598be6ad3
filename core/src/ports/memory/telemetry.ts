import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Telemetry } from "../Telemetry.js"
import type { TrackedStage } from "../Telemetry.js"

/** Records every tracked stage, in order, for tests to read back. */
export class TelemetryRecorder {
  private readonly recorded: Array<TrackedStage> = []

  readonly layer: Layer.Layer<Telemetry> = Layer.succeed(Telemetry, {
    track: (stage, data) => Effect.sync(() => void this.recorded.push({ stage, data: { ...data } })),
  })

  get tracked(): ReadonlyArray<TrackedStage> {
    return this.recorded
  }
}
