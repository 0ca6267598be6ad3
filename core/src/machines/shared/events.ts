import type { Stamped } from "../../events/envelope.js"
import type { CancelOrigin } from "../../contract/timer.js"
import type { ProcessType } from "../../contract/common.js"

/** Time flowing into the machines: the current instant is the envelope's `at`. */
export type ClockTicked = Stamped<{ type: "clock.ticked" }>

/** A purchase process began holding seats, or went on holding more (same id). */
export type PurchaseStarted = Stamped<{
  type: "purchase.started"
  idProcesoDeCompra: number
  idFuncion: number
  ctProcess: ProcessType
}>

/** The purchase ends without paying; `message` is the locale key shown to the shopper. */
export type PurchaseCancelled = Stamped<{
  type: "purchase.cancelled"
  idProcesoDeCompra: number
  origin: CancelOrigin
  message: string
}>

/** The purchase was paid (or accepted pending confirmation): holds became tickets. */
export type PurchaseCompleted = Stamped<{ type: "purchase.completed"; idProcesoDeCompra: number }>

/** What an I/O actor reports when its call failed; `operation` names the actor. */
export interface ApiFailurePayload {
  readonly tag: "ApiError" | "NetworkError" | "Unauthorized" | "DecodeError"
  readonly nCode: number
  readonly message: string
}

export type ApiFailed = Stamped<{
  type: "api.failed"
  operation: string
  error: ApiFailurePayload
}>

/** What every I/O actor receives besides its own input: the tab whose event asked for the call. */
export interface IoRequest {
  readonly requestedBy: number
}
