import type { ProcessType } from "../../contract/common.js"
import { holdExtensionRefusal, type HoldExtensionPolicy } from "../../rules/holdExtension.js"
import type { MachineSettings } from "../shared/settings.js"
import type { ExtensionRequest, PrincipalClaim, TimerRecord } from "./purchaseTimer.types.js"

export const resetTimer = (ctProcess: ProcessType): TimerRecord => ({
  ctProcess,
  dMaxima: null,
  dDesde: null,
  idProcesoDeCompra: null,
  idFuncion: null,
  nMinutos: 0,
  cUltimaSituacion: "RESET",
  aTabId: [],
  nTabIdPrincipal: null,
  dUpdateTabIdPrincipal: null,
  cMensaje: null,
  cOrigen: null,
  dReset: null,
  seguirComprando: false,
  nExtensiones: 0,
})

/**
 * A claim wins when it is newer than the current principal's; equal instants are
 * broken by the larger tab id. The rule depends only on the claims themselves, so
 * tabs that receive the same claims in any order agree on the principal.
 */
export const isNewerClaim = (timer: TimerRecord, tab: number, at: number): boolean => {
  if (timer.nTabIdPrincipal === null || timer.dUpdateTabIdPrincipal === null) return true
  if (at !== timer.dUpdateTabIdPrincipal) return at > timer.dUpdateTabIdPrincipal
  return tab > timer.nTabIdPrincipal
}

/** The claim that wins between the newest one seen and a new one, by the same rule. */
export const newestClaim = (current: PrincipalClaim | null, claim: PrincipalClaim): PrincipalClaim => {
  if (current === null || claim.at > current.at) return claim
  return claim.at === current.at && claim.tab > current.tab ? claim : current
}

/** The claim a stored timer's principal tab made, if it has one. */
export const principalClaimOf = (timer: TimerRecord): PrincipalClaim | null =>
  timer.nTabIdPrincipal === null || timer.dUpdateTabIdPrincipal === null
    ? null
    : { tab: timer.nTabIdPrincipal, at: timer.dUpdateTabIdPrincipal }

export const withTab = (tabs: ReadonlyArray<number>, tab: number): ReadonlyArray<number> =>
  tabs.includes(tab) ? tabs : [...tabs, tab].sort((a, b) => a - b)

/** Milliseconds left on the clock; negative once time ran out (SPEC: "seconds left negative"). */
export const msLeft = (timer: TimerRecord, now: number): number => (timer.dMaxima === null ? 0 : timer.dMaxima - now)

/** The first instant a tick can change the timer: just after dMaxima, while it runs. */
export const timerDeadline = (state: string, timer: TimerRecord): number | null =>
  state === "INICIADO" && timer.dMaxima !== null ? timer.dMaxima + 1 : null

/** The tenant's extension policy as the machines carry it (SPEC's clock and alert, the tenant's maximum). */
export const extensionPolicyOf = (settings: MachineSettings): HoldExtensionPolicy => ({
  maxExtensions: settings.maxHoldExtensions ?? 0,
  windowMs: settings.alertMs,
  holdMs: settings.clockMs,
})

/**
 * A request unanswered for this long (its tab closed mid-call) no longer blocks another one;
 * the server counts what it granted, so a second request can never pass the limit.
 */
export const EXTENSION_PATIENCE_MS = 15_000

export const isAwaitingExtension = (request: ExtensionRequest | null, now: number): boolean =>
  request !== null && now - request.at < EXTENSION_PATIENCE_MS

/** Whether a running clock may be extended at `now`: the tenant's rule, and no request already on its way. */
export const mayExtendAt = (
  timer: TimerRecord,
  settings: MachineSettings,
  request: ExtensionRequest | null,
  now: number,
): boolean =>
  !isAwaitingExtension(request, now) &&
  holdExtensionRefusal(extensionPolicyOf(settings), { msLeft: msLeft(timer, now), used: timer.nExtensiones ?? 0 }) ===
    null
