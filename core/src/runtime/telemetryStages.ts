import * as Effect from "effect/Effect"
import type { TelemetryShape, TrackedStage } from "../ports/Telemetry.js"
import type { SystemEvent } from "../system/events.js"

/**
 * SPEC §7's landing pixel: this tab showed a show's landing page. Read from the tab's own
 * `route.changed`, whether its machines run or rest (runtime/lazy), so a first look fires it.
 */
export const landingStage = (event: SystemEvent): TrackedStage | null =>
  event.type === "route.changed" && event.name === "landing"
    ? { stage: "landing", data: { cSeo: event.path.split("/").at(-1) ?? "" } }
    : null

/** Sends a pixel and goes on: tracking cannot fail (Telemetry's contract), and the purchase never waits for it. */
export const trackStage = (telemetry: TelemetryShape | undefined, { stage, data }: TrackedStage): void => {
  if (telemetry !== undefined) Effect.runFork(telemetry.track(stage, data))
}
