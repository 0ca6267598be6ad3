import type { LoggedEvent } from "../events/log.js"
import type { TrackedStage } from "../ports/Telemetry.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

// Beside the machines (runtime/liveTab.ts), not in telemetryStages.ts, which a resting tab loads.

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
