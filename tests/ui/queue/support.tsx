import { NO_CREDENTIALS, type ApiShape, type WaitingRoomRules } from "@boleteria/core"
import type { MemoryWaitingRoom } from "../../../core/src/testing/index.js"
import { screen } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { Route, Switch } from "wouter"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import { QueuePage } from "../../../ui/src/pages/queue/QueuePage.js"
import { DEMO_FUNCTION, routeNamed } from "../function/support.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"

/** renderWithShop's first instant: 1 Nov 2025, 12:00 UTC (9:00 in Buenos Aires). */
export const TEST_START = Date.UTC(2025, 10, 1, 12, 0, 0)

/** Two shoppers a minute (one every 30 s), a 10-minute turn. */
const RULES: WaitingRoomRules = {
  ratePerMinute: 2,
  capacity: 100,
  turnMinutes: 10,
  graceMinutes: 3,
  opensBeforeMinutes: 60,
}

export const roomOf = (startsAt: number): MemoryWaitingRoom => ({ idFuncion: DEMO_FUNCTION, startsAt, rules: RULES })

/** The waiting room and the function pages, as the shop routes them. */
const QueueRoutes = () => (
  <Switch>
    <Route path="/cola/:idFuncion">{(params) => <QueuePage idFuncion={params.idFuncion} />}</Route>
    <Route path="/funcion/:cSeo/:id">
      {(params) => <FunctionPage route={routeNamed("funcionSeoEst")} params={params} />}
    </Route>
    <Route path="/funcion">{() => <FunctionPage route={routeNamed("funcion")} params={{}} />}</Route>
  </Switch>
)

/** `count` other devices take their places in line before the shopper opens the page. */
const othersFirst = (count: number) => (backend: ApiShape) => {
  for (let other = 1; other <= count; other++) {
    const credentials = { ...NO_CREDENTIALS, deviceFingerprint: `other-device-${other}` }
    Effect.runSync(backend.getQueuePlace({ path: { idFuncion: DEMO_FUNCTION }, credentials }))
  }
  return {}
}

export interface QueueOptions {
  readonly startsAt?: number
  /** Shoppers already in line ahead. */
  readonly ahead?: number
  readonly route?: string
  readonly tenant?: RenderWithShopOptions["tenant"]
  readonly serverAheadMs?: number
}

/** The shop at the function's waiting room, on the queue-on tenant's flag, with a memory room. */
export const renderQueue = (options: QueueOptions = {}): ShopHarness =>
  renderWithShop(<QueueRoutes />, {
    route: options.route ?? `/cola/${DEMO_FUNCTION}?nextUrl=${encodeURIComponent(`/funcion/la-casa/${DEMO_FUNCTION}`)}`,
    tenant: { ...options.tenant, flags: { queueApi: true, ...options.tenant?.flags } },
    backend: { waitingRooms: [roomOf(options.startsAt ?? TEST_START)] },
    api: othersFirst(options.ahead ?? 0),
    ...(options.serverAheadMs === undefined ? {} : { serverAheadMs: options.serverAheadMs }),
  })

/**
 * Moves the clock five seconds at a time, letting the answers arrive after each step, until `done`
 * (or `withinMs` have passed): the page polls when it chose to, and sees what it was told at once.
 */
export const waitInLine = async (harness: ShopHarness, done: () => boolean, withinMs = 180_000) => {
  for (let waited = 0; waited < withinMs && !done(); waited += 5_000) {
    harness.advance(5_000)
    await harness.settle()
    await harness.settle()
  }
}

export const figure = (testId: string) => screen.getByTestId(testId).textContent
