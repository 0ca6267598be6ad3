import { assign, enqueueActions, setup, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from "xstate"
import type { Stamped } from "../events/envelope.js"
import type { MachineSettings } from "../machines/shared/settings.js"
import { CLOCK_DEADLINES } from "./clockRouting.js"
import { MACHINES, type MachineName } from "./machines.js"
import { NO_QUEUE_TURN, type HeldQueueTurn } from "./queueTurn.js"
import { turnAfter } from "./queueTurnAfter.js"

/** Every event the root hears carries the log's envelope: its instant, tab and sequence number. */
type Heard = Stamped<EventObject>

export interface PurchaseInput {
  readonly tabId: number
  readonly settings: MachineSettings
}

export interface PurchaseContext extends PurchaseInput {
  /** The latest instant this tab has seen in any event. */
  readonly now: number
  /** The latest tick heard: one a late event's deadline missed is heard again (purchaseSystem.ts). */
  readonly latestTick: Heard | null
  /**
   * The waiting room's turn. The root holds it, not a child: a purchase's end (checkout) and a
   * refused take (cart) end it, and leaveQueue reads it in the same step, before the end reaches
   * the cart, with no flow of its own to guard.
   */
  readonly queueTurn: HeldQueueTurn
}

/** Who hears an event: a machine of the system, the preferences store beside it, or the root's queue turn. */
type Hearer = MachineName | "preferences" | "queueTurn"

/** A tick only matters to a machine once its next deadline has come (clockRouting.ts). */
export const tickIsDue = (name: MachineName, child: AnyActorRef, at: number): boolean => {
  const deadline = CLOCK_DEADLINES[name]?.(child.getSnapshot() as AnyMachineSnapshot)
  return deadline !== null && deadline !== undefined && at >= deadline
}

const childInput = ({ context }: { context: PurchaseContext }): PurchaseInput => ({
  tabId: context.tabId,
  settings: context.settings,
})

const hear = (hearer: Hearer) =>
  hearer === "preferences"
    ? ("tellPreferences" as const)
    : hearer === "queueTurn"
      ? ("updateQueueTurn" as const)
      : { type: "forward" as const, params: { to: hearer } }

/**
 * Who hears an event, in order. A machine's answer (what it emits) comes back here and waits
 * in the system's mailbox until every hearer of the event that caused it has heard that one.
 */
const heardBy = (...hearers: ReadonlyArray<Hearer>) => ({ actions: ["observeTime" as const, ...hearers.map(hear)] })

/** A purchase's end: the waiting room's places go back first, while the store and the cart still hold them. */
const leavingQueue = (heard: ReturnType<typeof heardBy>) => ({ actions: ["leaveQueue" as const, ...heard.actions] })

/**
 * One tab's purchase: the six machines as children with system ids, and who hears each event
 * written down below, both what comes in (intents, answers, ticks, restores) and what a
 * machine concludes (`timer.expired`, `purchase.cancelled`…, emitted where it happens).
 */
export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as Heard,
    input: {} as PurchaseInput,
  },
  actors: MACHINES,
  actions: {
    observeTime: assign({ now: ({ context, event }) => Math.max(context.now, event.at) }),
    forward: enqueueActions<PurchaseContext, Heard, { to: MachineName }, Heard, never, never, never>(
      ({ system, event, enqueue }, params: { to: MachineName }) => {
        enqueue.sendTo(system.get(params.to) as AnyActorRef, event)
      },
    ),
    forwardIfDue: enqueueActions<PurchaseContext, Heard, { to: MachineName }, Heard, never, never, never>(
      ({ system, event, enqueue }, params: { to: MachineName }) => {
        const child = system.get(params.to) as AnyActorRef
        if (tickIsDue(params.to, child, event.at)) enqueue.sendTo(child, event)
      },
    ),
    recordTick: assign({
      latestTick: ({ context, event }) =>
        context.latestTick === null || event.at > context.latestTick.at ? event : context.latestTick,
    }),
    updateQueueTurn: assign({ queueTurn: ({ context, event }) => turnAfter(context.queueTurn, event) }),
    /** The preferences store (@xstate/store, not a machine); the purchase system provides it. */
    tellPreferences: () => undefined,
    /**
     * A purchase's end that takes the queue turn with it gives the waiting room's places back. The
     * purchase system provides it (live I/O); it runs before the turn and the cart hear the end
     * (what it reads), as an action runs before the assigns and sends after it.
     */
    leaveQueue: () => undefined,
  },
}).createMachine({
  id: "purchase",
  context: ({ input }) => ({ ...input, now: 0, latestTick: null, queueTurn: NO_QUEUE_TURN }),
  invoke: [
    { id: "session", systemId: "session", src: "session", input: childInput },
    { id: "purchaseTimer", systemId: "purchaseTimer", src: "purchaseTimer", input: childInput },
    { id: "cart", systemId: "cart", src: "cart", input: childInput },
    { id: "delivery", systemId: "delivery", src: "delivery", input: childInput },
    {
      id: "paymentVerification",
      systemId: "paymentVerification",
      src: "paymentVerification",
      input: childInput,
    },
    { id: "checkout", systemId: "checkout", src: "checkout", input: childInput },
  ],
  on: {
    "clock.ticked": {
      actions: [
        "observeTime",
        { type: "forwardIfDue", params: { to: "session" } },
        { type: "forwardIfDue", params: { to: "purchaseTimer" } },
        { type: "forwardIfDue", params: { to: "paymentVerification" } },
        "recordTick",
      ],
    },
    "api.failed": heardBy("queueTurn", "purchaseTimer", "cart", "delivery", "paymentVerification"),

    "session.loggedIn": heardBy("session"),
    "session.restored": heardBy("session"),
    "session.userUpdated": heardBy("session"),
    "session.logoutRequested": heardBy("session"),
    "session.messageDismissed": heardBy("session"),
    "api.unauthorized": heardBy("session"),

    "timer.restored": heardBy("purchaseTimer"),
    "nav.barNavigated": heardBy("purchaseTimer"),
    "timer.extensionRequested": heardBy("purchaseTimer"),
    "api.holdExtended": heardBy("purchaseTimer"),

    "cart.restored": heardBy("cart"),
    "cart.seatsRequested": heardBy("cart"),
    "cart.bestAvailableRequested": heardBy("cart"),
    "cart.functionRemoveRequested": heardBy("cart"),
    "cart.messageDismissed": heardBy("cart"),
    "api.seatsTaken": heardBy("cart"),
    "api.functionReleased": heardBy("cart"),
    "api.processLoaded": heardBy("cart"),
    "api.processInvalidated": heardBy("cart"),

    "api.deliveryTypesLoaded": heardBy("delivery"),
    "checkout.deliveryChosen": heardBy("delivery"),
    "checkout.deliveryRequested": heardBy("delivery", "checkout"),
    "api.deliverySelected": heardBy("delivery", "checkout"),

    "payment.submitted": heardBy("paymentVerification", "checkout"),
    "payment.chargeAnswered": heardBy("paymentVerification"),
    "payment.statusReceived": heardBy("paymentVerification"),
    "payment.threeDsCompleted": heardBy("paymentVerification"),
    "payment.cancelRequested": heardBy("paymentVerification"),
    "payment.retryRequested": heardBy("paymentVerification"),
    "payment.paidElsewhere": heardBy("paymentVerification"),
    "api.chargeCancelled": heardBy("paymentVerification"),

    "checkout.restored": heardBy("checkout"),
    "route.changed": heardBy("checkout"),
    "navigation.functionVisited": heardBy("checkout"),
    "navigation.returnTargetSaved": heardBy("checkout"),
    "cart.emptyRequested": heardBy("checkout"),
    "checkout.extrasConfirmed": heardBy("checkout"),
    "checkout.cancelRequested": heardBy("checkout"),
    "checkout.messageDismissed": heardBy("checkout"),
    "dialog.acknowledged": heardBy("checkout"),

    "preferences.restored": heardBy("preferences", "queueTurn"),
    "locale.changed": heardBy("preferences"),
    "geo.countryResolved": heardBy("preferences"),
    "queue.turnAssigned": heardBy("queueTurn"),
    "queue.turnCleared": heardBy("queueTurn"),

    // What the machines conclude. The cart's seats taken start the clock.
    "purchase.started": heardBy("purchaseTimer"),
    // The timer's accepted start, its expiry and a tab that took the purchase: the checkout decides.
    "timer.started": heardBy("checkout"),
    "timer.expired": heardBy("checkout"),
    "timer.principalLost": heardBy("checkout"),
    // A buy route shown (checkout): the newest claim becomes the principal tab.
    "tab.claimedPrincipal": heardBy("purchaseTimer"),
    // The end of a purchase (checkout): each machine clears its own part.
    "purchase.cancelled": leavingQueue(
      heardBy("queueTurn", "purchaseTimer", "cart", "delivery", "paymentVerification"),
    ),
    "purchase.completed": leavingQueue(heardBy("queueTurn", "purchaseTimer", "cart", "delivery")),
    "session.ended": heardBy("cart", "checkout"),
    "payment.settled": heardBy("checkout"),
  },
})
