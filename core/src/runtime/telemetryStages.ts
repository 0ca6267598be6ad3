import * as Effect from "effect/Effect"
import type { TelemetryShape, TrackedStage } from "../ports/Telemetry.js"

/** Sends a pixel and goes on: tracking cannot fail (Telemetry's contract), and the purchase never waits for it. */
export const trackStage = (telemetry: TelemetryShape | undefined, { stage, data }: TrackedStage): void => {
  if (telemetry !== undefined) Effect.runFork(telemetry.track(stage, data))
}
