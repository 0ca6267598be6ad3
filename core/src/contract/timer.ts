import * as Schema from "effect/Schema"
import { Count, EpochMillis, Id, ProcessType } from "./common.js"
import { PurchaseKey } from "./purchase.js"

export const TimerState = Schema.Literals(["RESET", "INICIADO", "FINISHED"])
export type TimerState = typeof TimerState.Type

/** Why a purchase was cancelled (SPEC §4 cancel origins). */
export const CancelOrigin = Schema.Literals(["INV001", "INV009", "INV0010", "INV011"])
export type CancelOrigin = typeof CancelOrigin.Type

/** Tab ids are whole numbers drawn by the Ids port when a tab opens. */
export const TabId = Schema.Int

/** businessTimer: the shared purchase clock, persisted and folded by every tab. All instants in epoch ms. */
export const BusinessTimer = Schema.Struct({
  ctProcess: ProcessType,
  cEstado: TimerState,
  dMaxima: Schema.NullOr(EpochMillis),
  dDesde: Schema.NullOr(EpochMillis),
  idProcesoDeCompra: Schema.NullOr(Id),
  idFuncion: Schema.NullOr(Id),
  nMinutos: Schema.Int,
  /** The last thing that happened to the timer, for support: STARTED, REUSED, EXPIRED, CANCELLED… */
  cUltimaSituacion: Schema.String,
  aTabId: Schema.Array(TabId),
  nTabIdPrincipal: Schema.NullOr(TabId),
  dUpdateTabIdPrincipal: Schema.NullOr(EpochMillis),
  /** Message key shown when the purchase ended (expired, taken over, cancelled). */
  cMensaje: Schema.NullOr(Schema.String),
  cOrigen: Schema.NullOr(CancelOrigin),
  dReset: Schema.NullOr(EpochMillis),
  seguirComprando: Schema.Boolean,
  /** How many times the shopper extended this purchase's hold; timers stored before extensions lack it. */
  nExtensiones: Schema.optionalKey(Count),
})
export type BusinessTimer = typeof BusinessTimer.Type

/** businessLocalTimer: what this tab last did to the timer (BOX mode records RESET per tab). */
export const BusinessLocalTimer = Schema.Struct({
  cEstado: TimerState,
  nTabId: Schema.NullOr(TabId),
  dUpdate: Schema.NullOr(EpochMillis),
})
export type BusinessLocalTimer = typeof BusinessLocalTimer.Type

/**
 * businessProcess: the purchase process that must be invalidated on the server, if any, with its
 * key: the invalidation may be retried after a reload, when the cart no longer holds the purchase.
 */
export const BusinessProcess = Schema.Struct({
  idProcesoDeCompraInvalidar: Schema.NullOr(Id),
  cClaveProceso: Schema.NullOr(PurchaseKey),
  dReset: Schema.NullOr(EpochMillis),
})
export type BusinessProcess = typeof BusinessProcess.Type
