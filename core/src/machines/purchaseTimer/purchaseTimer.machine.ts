import { assign, assertEvent, emit, enqueueActions, setup, spawnChild, stopChild } from "xstate"
import { deriveFrom } from "../../events/envelope.js"
import { ioActor } from "../shared/io.js"
import { MESSAGES } from "../shared/messages.js"
import type {
  ExtendHoldInput,
  PurchaseTimerContext,
  PurchaseTimerEmitted,
  PurchaseTimerEvent,
  PurchaseTimerInput,
} from "./purchaseTimer.types.js"
import { PURCHASE_TIMER_INITIAL } from "./purchaseTimer.initial.js"
import {
  isNewerClaim,
  mayExtendAt,
  msLeft,
  newestClaim,
  principalClaimOf,
  resetTimer,
  withTab,
} from "./purchaseTimer.rules.js"

/** Locale keys of why an extension failed: refused by the server's rule, the hold gone, or no answer. */
export const EXTENSION_MESSAGES = {
  refused: "purchase.extensionRefused",
  expired: MESSAGES.purchaseExpired,
  failed: MESSAGES.communicationError,
} as const

const extensionFailureMessage = (nCode: number): string =>
  nCode === 410
    ? EXTENSION_MESSAGES.expired
    : nCode === 400 || nCode === 409
      ? EXTENSION_MESSAGES.refused
      : EXTENSION_MESSAGES.failed

/**
 * The purchase clock of SPEC §4 (cEstado RESET → INICIADO → FINISHED → RESET).
 * Time only enters through events: each event's `at` is "now".
 */
export const purchaseTimerMachine = setup({
  types: {
    context: {} as PurchaseTimerContext,
    events: {} as PurchaseTimerEvent,
    input: {} as PurchaseTimerInput,
    emitted: {} as PurchaseTimerEmitted,
  },
  actors: {
    extendHold: ioActor<ExtendHoldInput>(),
  },
  guards: {
    timeRanOut: ({ context, event }) => msLeft(context.timer, Math.max(context.now, event.at)) < 0,
    isSamePurchase: ({ context, event }) => {
      assertEvent(event, "purchase.started")
      return event.idProcesoDeCompra === context.timer.idProcesoDeCompra && event.ctProcess === context.timer.ctProcess
    },
    /** A start older than the running timer's own start lost the race already. */
    isStaleStart: ({ context, event }) => context.timer.dDesde !== null && event.at < context.timer.dDesde,
    isCurrentPurchase: ({ context, event }) => {
      assertEvent(event, ["purchase.cancelled", "purchase.completed", "tab.claimedPrincipal"])
      return event.idProcesoDeCompra === context.timer.idProcesoDeCompra
    },
    isBoxProcess: ({ context }) => context.settings.processType === "BOX",
    /** The tenant's rule at the request's instant, for the purchase this clock runs for. */
    mayExtend: ({ context, event }) => {
      assertEvent(event, "timer.extensionRequested")
      return (
        event.idProcesoDeCompra === context.timer.idProcesoDeCompra &&
        mayExtendAt(context.timer, context.settings, context.extensionRequest, Math.max(context.now, event.at))
      )
    },
    extendsCurrentPurchase: ({ context, event }) => {
      assertEvent(event, "api.holdExtended")
      return event.extension.idProcesoDeCompra === context.timer.idProcesoDeCompra
    },
    extensionFailed: ({ event }) => {
      assertEvent(event, "api.failed")
      return event.operation === "extendHold"
    },
    wasRunning: ({ event }) => {
      assertEvent(event, "timer.restored")
      return event.timer.cEstado === "INICIADO"
    },
    wasFinished: ({ event }) => {
      assertEvent(event, "timer.restored")
      return event.timer.cEstado === "FINISHED"
    },
  },
  actions: {
    observeTime: assign({ now: ({ context, event }) => Math.max(context.now, event.at) }),
    /** A new timer; its principal is the newest claim, which may be a buy route entered before the start was heard of. */
    start: assign(({ context, event }) => {
      assertEvent(event, "purchase.started")
      const processTypeChanged = event.ctProcess !== context.timer.ctProcess
      const principal = newestClaim(context.latestClaim, { tab: event.tab, at: event.at })
      return {
        now: Math.max(context.now, event.at),
        latestClaim: principal,
        extensionRequest: null,
        extensionMessage: null,
        timer: {
          ...resetTimer(event.ctProcess),
          dDesde: event.at,
          dMaxima: event.at + context.settings.clockMs,
          idProcesoDeCompra: event.idProcesoDeCompra,
          idFuncion: event.idFuncion,
          nMinutos: context.settings.clockMs / 60_000,
          cUltimaSituacion: processTypeChanged ? "STARTED_AFTER_PROCESS_TYPE_RESET" : "STARTED",
          dReset: processTypeChanged ? event.at : null,
          aTabId: withTab(withTab([], event.tab), principal.tab),
          nTabIdPrincipal: principal.tab,
          dUpdateTabIdPrincipal: principal.at,
        },
      }
    }),
    reuse: assign(({ context, event }) => {
      assertEvent(event, "purchase.started")
      return { timer: { ...context.timer, idFuncion: event.idFuncion, cUltimaSituacion: "REUSED" } }
    }),
    /** Records the claim; a tab that was principal and lost hears `timer.principalLost`. */
    claimPrincipal: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ["purchase.started", "tab.claimedPrincipal"])
      const seen = { ...context.timer, aTabId: withTab(context.timer.aTabId, event.tab) }
      const wins = isNewerClaim(seen, event.tab, event.at)
      enqueue.assign({
        timer: wins ? { ...seen, nTabIdPrincipal: event.tab, dUpdateTabIdPrincipal: event.at } : seen,
        latestClaim: newestClaim(context.latestClaim, { tab: event.tab, at: event.at }),
      })
      const wasMine = context.timer.nTabIdPrincipal === context.tabId
      if (wins && wasMine && event.tab !== context.tabId) {
        enqueue.emit(
          deriveFrom(event, {
            type: "timer.principalLost" as const,
            idProcesoDeCompra: context.timer.idProcesoDeCompra ?? 0,
            principalTab: event.tab,
          }),
        )
      }
    }),
    /** A claim heard while no purchase runs: it still counts when one starts. */
    recordClaim: assign(({ context, event }) => {
      assertEvent(event, "tab.claimedPrincipal")
      return { latestClaim: newestClaim(context.latestClaim, { tab: event.tab, at: event.at }) }
    }),
    /** Tells the checkout which purchase to follow; only starts the timer accepted count. */
    announceStart: emit(({ event }) => {
      assertEvent(event, "purchase.started")
      return deriveFrom(event, {
        type: "timer.started" as const,
        idProcesoDeCompra: event.idProcesoDeCompra,
        ctProcess: event.ctProcess,
      })
    }),
    /**
     * Another tab's new purchase replaces the one this tab was showing. The loss names
     * the new purchase: that is the one this tab's checkout follows by the time it hears it.
     */
    announceTakeover: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "purchase.started")
      const principal = newestClaim(context.latestClaim, { tab: event.tab, at: event.at })
      if (context.timer.nTabIdPrincipal !== context.tabId || principal.tab === context.tabId) return
      enqueue.emit(
        deriveFrom(event, {
          type: "timer.principalLost" as const,
          idProcesoDeCompra: event.idProcesoDeCompra,
          principalTab: principal.tab,
        }),
      )
    }),
    /** Only the tab that asked makes the call (the I/O handler checks); every tab waits for its answer. */
    requestExtension: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "timer.extensionRequested")
      enqueue.assign({ extensionRequest: { tab: event.tab, at: event.at }, extensionMessage: null })
      enqueue(stopChild("extendHold"))
      enqueue(
        spawnChild("extendHold", {
          id: "extendHold",
          input: { requestedBy: event.tab, idProcesoDeCompra: context.timer.idProcesoDeCompra ?? 0 },
        }),
      )
    }),
    /**
     * The clock starts over from the answer's instant. The later deadline and the larger count win,
     * so tabs that hear two answers in either order agree.
     */
    extend: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "api.holdExtended")
      const { timer } = context
      enqueue(stopChild("extendHold"))
      enqueue.assign({
        extensionRequest: null,
        extensionMessage: null,
        timer: {
          ...timer,
          dMaxima: Math.max(timer.dMaxima ?? 0, event.at + context.settings.clockMs),
          nExtensiones: Math.max(timer.nExtensiones ?? 0, event.extension.nExtensiones),
          cUltimaSituacion: "EXTENDED",
        },
      })
    }),
    refuseExtension: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, "api.failed")
      enqueue(stopChild("extendHold"))
      enqueue.assign({ extensionRequest: null, extensionMessage: extensionFailureMessage(event.error.nCode) })
    }),
    expire: assign(({ context }) => ({
      timer: { ...context.timer, cUltimaSituacion: "EXPIRED" },
    })),
    announceExpiry: emit(({ context, event }) =>
      deriveFrom(event, { type: "timer.expired" as const, idProcesoDeCompra: context.timer.idProcesoDeCompra ?? 0 }),
    ),
    cancel: assign(({ context, event }) => {
      assertEvent(event, "purchase.cancelled")
      return {
        timer: {
          ...resetTimer(context.timer.ctProcess),
          cUltimaSituacion: "CANCELLED",
          cMensaje: event.message,
          cOrigen: event.origin,
          dReset: event.at,
        },
      }
    }),
    complete: assign(({ context, event }) => ({
      timer: { ...resetTimer(context.timer.ctProcess), cUltimaSituacion: "PAID", dReset: event.at },
    })),
    resetFromBar: assign(({ context, event }) => ({
      timer: { ...resetTimer(context.timer.ctProcess), cUltimaSituacion: "BAR_RESET", dReset: event.at },
      local: event.tab === context.tabId ? { nTabId: context.tabId, dUpdate: event.at } : context.local,
    })),
    restore: assign(({ context, event }) => {
      assertEvent(event, "timer.restored")
      // The stored cEstado chose the state this transition enters; the record keeps the rest.
      const { cEstado: _state, ...timer } = event.timer
      const stored = principalClaimOf(timer)
      return {
        timer,
        latestClaim: stored === null ? context.latestClaim : newestClaim(context.latestClaim, stored),
      }
    }),
  },
}).createMachine({
  id: "purchaseTimer",
  context: ({ input }) => PURCHASE_TIMER_INITIAL.context(input),
  initial: PURCHASE_TIMER_INITIAL.state,
  states: {
    RESET: {
      on: {
        "purchase.started": { target: "INICIADO", actions: ["announceStart", "start"] },
        "tab.claimedPrincipal": { actions: "recordClaim" },
        "timer.restored": [
          { guard: "wasRunning", target: "INICIADO", actions: "restore" },
          { guard: "wasFinished", target: "FINISHED", actions: "restore" },
          { actions: "restore" },
        ],
        "nav.barNavigated": { guard: "isBoxProcess", actions: "resetFromBar" },
        "clock.ticked": { actions: "observeTime" },
      },
    },
    INICIADO: {
      tags: ["ticking"],
      on: {
        "clock.ticked": [
          { guard: "timeRanOut", target: "FINISHED", actions: ["observeTime", "expire", "announceExpiry"] },
          { actions: "observeTime" },
        ],
        "purchase.started": [
          { guard: "isStaleStart" },
          // The checkout hears which purchase to follow before it hears that this tab lost it.
          { guard: "isSamePurchase", actions: ["reuse", "announceStart", "claimPrincipal"] },
          { target: "INICIADO", reenter: true, actions: ["announceStart", "announceTakeover", "start"] },
        ],
        "tab.claimedPrincipal": {
          guard: "isCurrentPurchase",
          actions: "claimPrincipal",
        },
        "purchase.cancelled": { guard: "isCurrentPurchase", target: "RESET", actions: "cancel" },
        "purchase.completed": { guard: "isCurrentPurchase", target: "RESET", actions: "complete" },
        "nav.barNavigated": { guard: "isBoxProcess", target: "RESET", actions: "resetFromBar" },
        "timer.extensionRequested": { guard: "mayExtend", actions: "requestExtension" },
        "api.holdExtended": { guard: "extendsCurrentPurchase", actions: "extend" },
        "api.failed": { guard: "extensionFailed", actions: "refuseExtension" },
      },
    },
    FINISHED: {
      on: {
        "purchase.cancelled": { guard: "isCurrentPurchase", target: "RESET", actions: "cancel" },
        "nav.barNavigated": { guard: "isBoxProcess", target: "RESET", actions: "resetFromBar" },
        "tab.claimedPrincipal": { actions: "recordClaim" },
        "clock.ticked": { actions: "observeTime" },
      },
    },
  },
})
