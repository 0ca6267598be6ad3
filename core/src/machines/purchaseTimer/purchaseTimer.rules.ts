import type { BusinessTimer } from "../../contract/timer.js"
import type { ProcessType } from "../../contract/common.js"
import type { PrincipalClaim } from "./purchaseTimer.types.js"

export const resetTimer = (ctProcess: ProcessType): BusinessTimer => ({
  ctProcess,
  cEstado: "RESET",
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
})

/**
 * A claim wins when it is newer than the current principal's; equal instants are
 * broken by the larger tab id. The rule depends only on the claims themselves, so
 * tabs that receive the same claims in any order agree on the principal.
 */
export const isNewerClaim = (timer: BusinessTimer, tab: number, at: number): boolean => {
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
export const principalClaimOf = (timer: BusinessTimer): PrincipalClaim | null =>
  timer.nTabIdPrincipal === null || timer.dUpdateTabIdPrincipal === null
    ? null
    : { tab: timer.nTabIdPrincipal, at: timer.dUpdateTabIdPrincipal }

export const withTab = (tabs: ReadonlyArray<number>, tab: number): ReadonlyArray<number> =>
  tabs.includes(tab) ? tabs : [...tabs, tab].sort((a, b) => a - b)

/** Milliseconds left on the clock; negative once time ran out (SPEC: "seconds left negative"). */
export const msLeft = (timer: BusinessTimer, now: number): number => (timer.dMaxima === null ? 0 : timer.dMaxima - now)

/** The first instant a tick can change the timer: just after dMaxima, while it runs. */
export const timerDeadline = (state: string, timer: BusinessTimer): number | null =>
  state === "INICIADO" && timer.dMaxima !== null ? timer.dMaxima + 1 : null
