import * as Effect from "effect/Effect"
import type { LoggedEvent } from "../events/log.js"
import type { TelemetryShape, TrackedStage } from "../ports/Telemetry.js"
import type { SystemEvent } from "../system/events.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

/**
 * SPEC §7's landing pixel: this tab showed a show's landing page. Read from the tab's own
 * `route.changed`, whether its machines run or rest (runtime/lazyTab.ts), so a first look fires it.
 */
export const landingStage = (event: SystemEvent): TrackedStage | null =>
  event.type === "route.changed" && event.name === "landing"
    ? { stage: "landing", data: { cSeo: event.path.split("/").at(-1) ?? "" } }
    : null

/**
 * The other pixels SPEC §7 names, each once when the purchase reaches its stage in this tab: seat
 * selection when a function's first places are taken into the purchase, success or failure when a
 * payment ends so. Read from what `event` changed, so another tab's events fire nothing here (that
 * tab fires its own) and a replay, which runs no tab, fires nothing. The data are ids and counts:
 * nothing about the shopper.
 */
export const purchaseStages = (
  before: SystemSnapshot,
  after: SystemSnapshot,
  event: LoggedEvent,
  tabId: number,
): ReadonlyArray<TrackedStage> => {
  if (event.tab !== tabId) return []
  const stages: Array<TrackedStage> = []
  if (event.type === "api.seatsTaken") {
    const held = (snapshot: SystemSnapshot) =>
      snapshot.cart.context.process?.listaFuncion.some((line) => line.idFuncion === event.idFuncion) ?? false
    const line = after.cart.context.process?.listaFuncion.find((entry) => entry.idFuncion === event.idFuncion)
    if (!held(before) && line !== undefined) {
      stages.push({ stage: "seatSelection", data: { idFuncion: event.idFuncion, nCantidad: line.nCantidadPosiciones } })
    }
  }
  const payment = (snapshot: SystemSnapshot) => snapshot.paymentVerification.value
  const outcome = payment(after)
  if (outcome !== payment(before) && (outcome === "successful" || outcome === "failed")) {
    const idProcesoDeCompra = after.paymentVerification.context.idProcesoDeCompra ?? 0
    stages.push({ stage: outcome === "successful" ? "success" : "failure", data: { idProcesoDeCompra } })
  }
  return stages
}

/** Sends a pixel and goes on: tracking cannot fail (Telemetry's contract), and the purchase never waits for it. */
export const trackStage = (telemetry: TelemetryShape | undefined, { stage, data }: TrackedStage): void => {
  if (telemetry !== undefined) Effect.runFork(telemetry.track(stage, data))
}
