import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type PaymentState,
  replayEvents,
  toPlainSnapshot,
  type PlainSnapshot,
  connectCart,
  cartTotals,
  linesOf,
  paymentVerificationMachine,
  connectPurchaseTimer,
  purchaseTimerMachine,
  CANCEL_ORIGINS,
  MESSAGES,
  DEFAULT_SETTINGS,
  paymentActors,
} from "@boleteria/core"
import {
  anyEventArb,
  cancelArb,
  FUNCTION_IDS,
  gapArb,
  paymentArb,
  paymentStateArb,
  processArb,
  PROCESS_IDS,
  seatsTakenArb,
  stepArb,
  type Step,
} from "../../support/arbitraries.js"
import {
  createDriver,
  createMachineDriver,
  MINUTE,
  SECOND,
  T0,
  type Driver,
  type InputOf,
  type SystemInput,
} from "../../support/driver.js"
import { fakeServer, type FakeServer } from "../../support/fakeServer.js"
import { CUSTOMER } from "../../support/flows.js"
import { holdExtension } from "../../support/holdExtension.js"
import { purchaseProcess } from "../../support/purchaseProcess.js"

const RUNS = { numRuns: 200 }

/** Feeds one step (after its gap) and then every answer the fake server owes, as the live wiring would. */
const play = (driver: Driver, step: Step, server?: FakeServer) => {
  driver.advance(step.gapMs)
  driver.send(step.event, { tab: step.tab })
  for (let answers = server?.takeAnswers() ?? []; answers.length > 0; answers = server?.takeAnswers() ?? []) {
    for (const answer of answers) driver.send(answer.event, { tab: answer.tab })
  }
}

describe("property: the purchase clock", () => {
  const timerEventArb: fc.Arbitrary<InputOf<typeof purchaseTimerMachine>> = fc.oneof(
    { arbitrary: fc.constant({ type: "clock.ticked" as const }), weight: 6 },
    {
      arbitrary: fc.record({
        type: fc.constant("purchase.started" as const),
        idProcesoDeCompra: fc.constantFrom(...PROCESS_IDS),
        idFuncion: fc.constantFrom(...FUNCTION_IDS),
        ctProcess: fc.constantFrom("CART" as const, "BOX" as const),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(...PROCESS_IDS).map((idProcesoDeCompra) => ({
        type: "purchase.cancelled" as const,
        idProcesoDeCompra,
        origin: CANCEL_ORIGINS.expired,
        message: MESSAGES.purchaseExpired,
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(...PROCESS_IDS)
        .map((idProcesoDeCompra) => ({ type: "purchase.completed" as const, idProcesoDeCompra })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(...PROCESS_IDS)
        .map((idProcesoDeCompra) => ({ type: "tab.claimedPrincipal" as const, idProcesoDeCompra })),
      weight: 1,
    },
    { arbitrary: fc.constant({ type: "nav.barNavigated" as const }), weight: 1 },
    // The shopper asks for more time, the server answers (any count, even past the limit), or refuses.
    {
      arbitrary: fc
        .constantFrom(...PROCESS_IDS)
        .map((idProcesoDeCompra) => ({ type: "timer.extensionRequested" as const, idProcesoDeCompra })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...PROCESS_IDS), fc.integer({ min: 1, max: 12 }))
        .map(([id, used]) => ({ type: "api.holdExtended" as const, extension: holdExtension(id, used) })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(400, 409, 410, 555).map((nCode) => ({
        type: "api.failed" as const,
        operation: "extendHold",
        error: { tag: "ApiError" as const, nCode, message: "" },
      })),
      weight: 1,
    },
  )

  it("never shows negative seconds and leaves FINISHED only to RESET, with extensions interleaved", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("CART" as const, "BOX" as const),
        fc.array(fc.record({ event: timerEventArb, gapMs: gapArb, tab: fc.constantFrom(1, 2, 3) }), {
          maxLength: 80,
          size: "max",
        }),
        fc.array(fc.integer({ min: 0, max: 20 * MINUTE }), { minLength: 1, maxLength: 4 }),
        (processType, steps, lookAheads) => {
          const driver = createMachineDriver(purchaseTimerMachine, {
            tabId: 1,
            settings: { ...DEFAULT_SETTINGS, processType, maxHoldExtensions: 10 },
          })
          let previous = driver.snapshot().value
          for (const step of steps) {
            driver.advance(step.gapMs)
            driver.send(step.event, { tab: step.tab })
            const snapshot = driver.snapshot()
            if (previous === "FINISHED") expect(["FINISHED", "RESET"]).toContain(snapshot.value)
            for (const ahead of [0, ...lookAheads]) {
              const view = connectPurchaseTimer(snapshot, driver.now() + ahead)
              expect(view.secondsLeft).toBeGreaterThanOrEqual(0)
              expect(view.secondsLeft).toBeLessThanOrEqual(12 * 60)
              // More time is offered only in the last 2 minutes of a running clock, while extensions are left.
              if (view.canExtend) expect(view).toMatchObject({ isRunning: true, isAlert: true, isExtending: false })
              if (view.canExtend) expect(view.extensionsLeft).toBeGreaterThan(0)
            }
            previous = snapshot.value
          }
        },
      ),
      RUNS,
    )
  })
})

describe("property: replay equals live", () => {
  it("replaying a live run's log gives exactly the live snapshots", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb(anyEventArb, [1, 2]), { maxLength: 60, size: "max" }),
        fc.array(paymentStateArb, { minLength: 1, maxLength: 8, size: "max" }),
        (steps, paymentAnswers) => {
          const server = fakeServer(paymentAnswers)
          const driver = createDriver({ tabId: 1, io: server.io })
          const live: PlainSnapshot[] = []
          driver.system.subscribe((snapshot) => live.push(toPlainSnapshot(snapshot)))
          for (const step of steps) play(driver, step, server)

          const replay = replayEvents(driver.log.events(), { tab: 1, settings: driver.settings })
          // The log holds references for the secrets: the same snapshots, with those.
          expect(replay.steps.map((step) => step.snapshot)).toEqual(driver.log.redact(live))
        },
      ),
      RUNS,
    )
  })
})

describe("property: two tabs folding the same events agree", () => {
  /** A tab's own input: it takes seats (starting a purchase), shows the buy route, or ticks. */
  const tabInputArb = fc.oneof(
    { arbitrary: fc.constant("seatsTaken" as const), weight: 2 },
    { arbitrary: fc.constant("buyRoute" as const), weight: 2 },
    { arbitrary: fc.constant("tick" as const), weight: 4 },
  )

  const eventFor = (kind: "seatsTaken" | "buyRoute" | "tick", index: number): SystemInput => {
    switch (kind) {
      case "seatsTaken":
        return { type: "api.seatsTaken", idFuncion: 10, process: purchaseProcess({ idProcesoDeCompra: 1000 + index }) }
      case "buyRoute":
        return { type: "route.changed", name: "BuyTicket", path: "/BuyTicket" }
      case "tick":
        return { type: "clock.ticked" }
    }
  }

  /** Merges the two tabs' own sequences; each keeps its order, the choices pick the interleaving. */
  const interleave = <T>(first: ReadonlyArray<T>, second: ReadonlyArray<T>, choices: ReadonlyArray<boolean>): T[] => {
    const merged: T[] = []
    let a = 0
    let b = 0
    for (let choice = 0; a < first.length || b < second.length; choice += 1) {
      const takeFirst =
        b >= second.length || (a < first.length && (choices[choice % Math.max(choices.length, 1)] ?? true))
      if (takeFirst) merged.push(first[a++] as T)
      else merged.push(second[b++] as T)
    }
    return merged
  }

  it("agree on the principal tab, the timer's state and its purchase", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tab: fc.constantFrom(1, 2),
            kind: tabInputArb,
            gapMs: fc.oneof(fc.integer({ min: 1, max: 5 * SECOND }), fc.integer({ min: MINUTE, max: 13 * MINUTE })),
          }),
          { maxLength: 40, size: "max" },
        ),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40, size: "max" }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40, size: "max" }),
        (inputs, firstChoices, secondChoices) => {
          let at = T0
          const stamped = inputs.map((input, index) => {
            at += input.gapMs
            return { event: eventFor(input.kind, index), at, tab: input.tab }
          })
          const ofTab = (tab: number) => stamped.filter((input) => input.tab === tab)
          const tabs = [
            { tabId: 1, order: interleave(ofTab(1), ofTab(2), firstChoices) },
            { tabId: 2, order: interleave(ofTab(1), ofTab(2), secondChoices) },
          ].map(({ tabId, order }) => {
            const driver = createDriver({ tabId })
            for (const input of order) driver.send(input.event, { at: input.at, tab: input.tab })
            const { purchaseTimer } = driver.snapshot()
            return {
              nTabIdPrincipal: purchaseTimer.context.timer.nTabIdPrincipal,
              state: purchaseTimer.value,
              idProcesoDeCompra: purchaseTimer.context.timer.idProcesoDeCompra,
            }
          })
          expect(tabs[1]).toEqual(tabs[0])
        },
      ),
      RUNS,
    )
  })
})

describe("property: cart totals", () => {
  const cartStepArb: fc.Arbitrary<SystemInput> = fc.oneof(
    { arbitrary: seatsTakenArb, weight: 4 },
    {
      arbitrary: fc
        .constantFrom(...FUNCTION_IDS)
        .map((idFuncion) => ({ type: "cart.functionRemoveRequested" as const, idFuncion })),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.constantFrom(...FUNCTION_IDS), processArb).map(([idFuncion, process]) => ({
        type: "api.functionReleased" as const,
        idFuncion,
        process,
      })),
      weight: 2,
    },
    { arbitrary: processArb.map((process) => ({ type: "api.processLoaded" as const, process })), weight: 1 },
    { arbitrary: cancelArb, weight: 2 },
  )

  it("are never negative and always the sum of the lines", () => {
    fc.assert(
      fc.property(fc.array(cartStepArb, { maxLength: 40, size: "max" }), (events) => {
        const driver = createDriver()
        for (const event of events) {
          driver.advance(SECOND)
          driver.send(event)
          const { cart } = driver.snapshot()
          const lines = linesOf(cart.context.process)
          const view = connectCart(cart, driver.dispatch)
          const totals = cartTotals(lines)
          const positions = lines.reduce((sum, line) => sum + line.nCantidadPosiciones, 0)
          const amount = lines.reduce((sum, line) => sum + line.fPrecioTotalFinal, 0)
          expect(totals).toEqual({ positions, amount })
          expect(view.total).toBe(amount)
          expect(view.positions).toBe(positions)
          expect(view.lines.map((line) => line.total)).toEqual(lines.map((line) => line.fPrecioTotalFinal))
          expect(view.total).toBeGreaterThanOrEqual(0)
          expect(view.positions).toBeGreaterThanOrEqual(0)
        }
      }),
      RUNS,
    )
  })
})

describe("property: payment verification", () => {
  /** Half the runs only ever hear "still in progress", so they reach the poll limit; the others hear anything. */
  const statusAnswersArb: fc.Arbitrary<ReadonlyArray<PaymentState>> = fc.oneof(
    fc.array(fc.constantFrom<PaymentState>("VERIFICANDO", "PROCESANDO"), { minLength: 1, maxLength: 5 }),
    fc.array(paymentStateArb, { minLength: 1, maxLength: 20, size: "max" }),
  )

  const SUBMIT: SystemInput = {
    type: "payment.submitted",
    idProcesoDeCompra: 501,
    formRef: "form-501",
    nFormaDePago: 1,
    nCuotas: 1,
    card: { cardBin: "424242", last4: "4242" },
  }

  const paymentStepArb = fc.oneof(
    {
      arbitrary: fc.record({
        event: fc.constant<SystemInput>({ type: "clock.ticked" }),
        gapMs: fc.integer({ min: 0, max: 3 * SECOND }),
      }),
      weight: 60,
    },
    { arbitrary: fc.record({ event: paymentArb, gapMs: fc.integer({ min: 0, max: 3 * SECOND }) }), weight: 2 },
    {
      arbitrary: fc.record({
        event: fc.constantFrom<SystemInput>(
          {
            type: "api.failed",
            operation: "getPaymentStatus",
            error: { tag: "NetworkError", nCode: 555, message: "" },
          },
          { type: "api.failed", operation: "takeSeats", error: { tag: "ApiError", nCode: 409, message: "x" } },
          {
            type: "purchase.cancelled",
            idProcesoDeCompra: 501,
            origin: CANCEL_ORIGINS.expired,
            message: MESSAGES.purchaseExpired,
          },
        ),
        gapMs: fc.constant(0),
      }),
      weight: 1,
    },
  )

  const RUN_STARTS = new Set(["payment.submitted", "payment.retryRequested"])

  it("polls at most the allowed times and settles each run exactly once", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(60), fc.integer({ min: 1, max: 8 })),
        statusAnswersArb,
        fc.array(paymentStepArb, { maxLength: 400, size: "max" }),
        (attempts, answers, steps) => {
          const server = fakeServer(answers)
          const machine = paymentVerificationMachine.provide({ actors: paymentActors(server.io) })
          const driver = createMachineDriver(machine, {
            settings: { ...DEFAULT_SETTINGS, verificationAttempts: attempts },
          })
          type PaymentInput = InputOf<typeof machine>
          let settledInRun = 0
          let callsAtReset = 0
          const sendAndCount = (event: SystemInput) => {
            const before = driver.snapshot().value
            const emittedBefore = driver.emitted.length
            driver.send(event as PaymentInput)
            const after = driver.snapshot()
            if (RUN_STARTS.has(event.type) && after.value !== before) settledInRun = 0
            settledInRun += driver.emitted
              .slice(emittedBefore)
              .filter((derived) => derived.type === "payment.settled").length
          }
          for (const step of [{ event: SUBMIT, gapMs: 0 }, ...steps]) {
            driver.advance(step.gapMs)
            sendAndCount(step.event)
            for (let owed = server.takeAnswers(); owed.length > 0; owed = server.takeAnswers()) {
              for (const answer of owed) sendAndCount(answer.event)
            }
            const snapshot = driver.snapshot()
            const statusCalls = server.recorder.callsTo("getPaymentStatus").length
            if (snapshot.context.polls === 0) callsAtReset = statusCalls
            expect(snapshot.context.polls).toBeLessThanOrEqual(attempts)
            expect(statusCalls - callsAtReset).toBe(snapshot.context.polls)
            expect(settledInRun).toBeLessThanOrEqual(1)
            if (snapshot.hasTag("outcome")) expect(settledInRun).toBe(1)
          }
        },
      ),
      RUNS,
    )
  })
})

describe("property: logout clears the purchase", () => {
  it("leaves no token, no user, the timer RESET and no cart process, whatever happened before", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb(anyEventArb, [1, 2]), { maxLength: 50, size: "max" }),
        fc.constantFrom(1, 2),
        fc.oneof(fc.constant("logoutRequested" as const), fc.integer({ min: 0, max: 10 * MINUTE })),
        (steps, tab, ending) => {
          const driver = createDriver({ tabId: 1 })
          for (const step of steps) play(driver, step)
          driver.advance(SECOND)
          const login = driver.send({ type: "session.loggedIn", token: "token-ana", user: CUSTOMER }, { tab })
          if (ending === "logoutRequested")
            driver.send({ type: "session.logoutRequested" }, { tab, at: login.at + SECOND })
          else driver.tick({ at: login.at + 180 * MINUTE + ending, tab })

          const snapshot = driver.snapshot()
          expect(snapshot.session.context.token).toBeNull()
          expect(snapshot.session.context.user).toBeNull()
          expect(snapshot.purchaseTimer.value).toBe("RESET")
          expect(snapshot.cart.context.process).toBeNull()
        },
      ),
      RUNS,
    )
  })
})
