import { NO_CREDENTIALS, type ApiShape, type WaitingRoomRules } from "@boleteria/core"
import type { ServerClock, TestServer } from "@boleteria/server/testing"
import { screen } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { Route, Switch } from "wouter"
import { openWaitingRoom, type OpenRoom } from "../../../server/src/domain/waitingRoom/rooms.js"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import { QueuePage } from "../../../ui/src/pages/queue/QueuePage.js"
import { DEMO_FUNCTION, routeNamed } from "../function/support.js"
import { renderWithShop, TEST_START, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"

export { TEST_START }

/** Two shoppers a minute (one every 30 s), a 10-minute turn. */
const RULES: WaitingRoomRules = {
  ratePerMinute: 2,
  capacity: 100,
  turnMinutes: 10,
  graceMinutes: 3,
  opensBeforeMinutes: 60,
}

/** The demo function's room, its sale opening at `startsAt` (on the server's clock). */
export const roomOf = (startsAt: number): OpenRoom => ({ idFuncion: DEMO_FUNCTION, startsAt, ...RULES })

/**
 * renderWithShop's `api` option that opens `room` on the server before the page first asks: through
 * the server's own openWaitingRoom (docs/waiting-room.md), as createTestServer's `waitingRooms` would,
 * but at an instant, which may be before the test's first (a sale opened a while ago).
 */
export const withRoom =
  (room: OpenRoom, then: (server: ApiShape) => Promise<Partial<ApiShape>> = () => Promise.resolve({})) =>
  async (server: ApiShape, _clock: unknown, testServer: TestServer<ServerClock>): Promise<Partial<ApiShape>> => {
    await openWaitingRoom(testServer.db, room)
    return then(server)
  }

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
const othersFirst = (count: number) => async (server: ApiShape) => {
  for (let other = 1; other <= count; other++) {
    const credentials = { ...NO_CREDENTIALS, deviceFingerprint: `other-device-${other}` }
    await Effect.runPromise(server.getQueuePlace({ path: { idFuncion: DEMO_FUNCTION }, credentials }))
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

/** The shop at the function's waiting room, on the queue-on tenant's flag, with the server's room. */
export const renderQueue = (options: QueueOptions = {}): Promise<ShopHarness> =>
  renderWithShop(<QueueRoutes />, {
    route: options.route ?? `/cola/${DEMO_FUNCTION}?nextUrl=${encodeURIComponent(`/funcion/la-casa/${DEMO_FUNCTION}`)}`,
    tenant: { ...options.tenant, flags: { queueApi: true, ...options.tenant?.flags } },
    api: withRoom(roomOf(options.startsAt ?? TEST_START), othersFirst(options.ahead ?? 0)),
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
