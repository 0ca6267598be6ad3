import type { TrackedStage } from "../ports/Telemetry.js"
import type { SystemEvent } from "../system/events.js"

// Without Effect: a shop whose ports have not loaded yet asks it (runtime/lazy/restingEvents.ts).

/**
 * SPEC §7's landing pixel: this tab showed a show's landing page. Read from the tab's own
 * `route.changed`, whether its machines run or rest (runtime/lazy), so a first look fires it.
 */
export const landingStage = (event: SystemEvent): TrackedStage | null =>
  event.type === "route.changed" && event.name === "landing"
    ? { stage: "landing", data: { cSeo: event.path.split("/").at(-1) ?? "" } }
    : null
