import {
  ApiError,
  createCardVault,
  createEventLog,
  type ApiShape,
  type ClockShape,
  type LazyTab,
  type LiveTab,
  type PurchaseSystem,
  type ReplayCursor,
  type SystemSnapshot,
  type TenantConfig,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { askWith } from "../app/askApi.js"
import { shopOver, type Shop } from "../app/shop.js"

/** HTTP's 503: the shop's pages read it as a server that cannot answer now, with nothing to fix in the form. */
const NOT_IN_THE_LOG = 503

// Promise resolution asks any object for `then`, JSON.stringify for `toJSON`: neither is a call.
const NOT_CALLS = new Set<PropertyKey>(["then", "toJSON"])

/** A call's answer: the log holds no answers but the ones its events carry. */
const outOfTheLog = (message: string) => () => Effect.fail(new ApiError({ nCode: NOT_IN_THE_LOG, message }))

/** An Api whose every call fails with `message` and reaches no server. */
const apiOutOfTheLog = (message: string): ApiShape =>
  new Proxy({} as ApiShape, { get: (_, name) => (NOT_CALLS.has(name) ? undefined : outOfTheLog(message)) })

export interface ReplayShop extends Shop {
  /** Shows the machines after event `index`: every screen under this shop redraws from that snapshot. */
  readonly show: (index: number) => void
}

/**
 * The shop as it stood at one step of a replayed log, for the shop's own components: the step's
 * SystemSnapshot, a dispatch that does nothing, an Api that answers every call "not in the log", and
 * a clock stopped at the step's instant. Nothing it does reaches the server or changes the replay.
 */
export const createReplayShop = (tenant: TenantConfig, cursor: ReplayCursor, notInTheLog: string): ReplayShop => {
  const { header } = cursor.file
  let snapshot = cursor.snapshotAt(0)
  const listeners = new Set<() => void>()
  const api = apiOutOfTheLog(notInTheLog)
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const getSnapshot = (): SystemSnapshot => snapshot
  const nothing = () => undefined
  const purchaseCalls = () => ({ paymentMethods: outOfTheLog(notInTheLog), cardInstallments: outOfTheLog(notInTheLog) })
  const system: PurchaseSystem = {
    tabId: header.tab,
    accept: nothing,
    snapshot: getSnapshot,
    subscribe: (listener) => subscribe(() => listener(snapshot)),
    needsClock: () => false,
    nextAlarm: () => null,
    stop: nothing,
  }
  const live: LiveTab = {
    tabId: header.tab,
    system,
    log: createEventLog(),
    vault: createCardVault(() => "replay"),
    dispatch: (event) => ({ ...event, seq: 0, at: snapshot.now, tab: header.tab }),
    receive: nothing,
    snapshot: getSnapshot,
    purchaseCalls,
    stop: nothing,
  }
  const tab: LazyTab = {
    tabId: header.tab,
    live: () => live,
    snapshot: getSnapshot,
    subscribe: system.subscribe,
    dispatch: nothing,
    wake: () => Promise.resolve(live),
    restoring: null,
    purchaseCalls,
    stop: nothing,
  }
  // Stopped at the step's instant: a countdown shows what was left then, and never ticks.
  const clock: ClockShape = {
    now: Effect.sync(() => snapshot.now),
    every: () => Effect.succeed(nothing),
  }
  const shop = shopOver(
    { tenant, settings: header.settings, subscribe, getSnapshot, stop: nothing },
    { api, clock, tab, ask: askWith(api) },
  )
  return {
    ...shop,
    show: (index) => {
      snapshot = cursor.snapshotAt(index)
      for (const listener of listeners) listener()
    },
  }
}
