import { SandboxCard, type PaymentStatus } from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { IN_FLIGHT_GRACE_MS } from "../../server/src/domain/process/paymentStatus.js"
import { LATE_PAYMENT_MESSAGE } from "../../server/src/domain/process/settle.js"
import type { PaymentProvider } from "../../server/src/payments/provider.js"
import { SANDBOX_SETTLE_MS, sandboxProvider } from "../../server/src/payments/sandbox.js"
import { chargeForm } from "../support/forms.js"
import {
  chooseETicketAndCredit,
  ok,
  onPurchase,
  pollPayment,
  signUp,
  takeGroup,
  type HeldPurchase,
  theatrePlateaOfComingFunction,
} from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MINUTE = 60_000
/**
 * Far longer than a call takes here, even on a busy machine; a call waiting for a held connection
 * (which the gate keeps until the test opens it) fails with this message instead of the test's timeout.
 */
const PATIENCE_MS = 15_000

const within = <T>(work: Promise<T>, ms = PATIENCE_MS): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms).unref()),
  ])

/** A processor's answer the test holds back, then lets through (`open`) or loses on the way back (`lose`). */
interface Gate {
  readonly reached: Promise<void>
  readonly open: () => void
  readonly lose: () => void
}

/** The sandbox processor with its calls counted; after `close()`, the next authorize waits at the gate. */
const gatedSandbox = () => {
  const inner = sandboxProvider()
  const calls = { authorize: 0, status: 0, refund: 0 }
  let next: { arrive: () => void; outcome: Promise<"answer" | "lose"> } | null = null
  const close = (): Gate => {
    let arrive = () => {}
    let decide: (outcome: "answer" | "lose") => void = () => {}
    const reached = new Promise<void>((resolve) => (arrive = resolve))
    next = { arrive, outcome: new Promise((resolve) => (decide = resolve)) }
    return { reached, open: () => decide("answer"), lose: () => decide("lose") }
  }
  const provider: PaymentProvider = {
    ...inner,
    authorize: async (attempt, now) => {
      calls.authorize++
      const gate = next
      next = null
      const answer = await inner.authorize(attempt, now)
      if (gate === null) return answer
      gate.arrive()
      if ((await gate.outcome) === "lose") throw new Error("connection reset while the processor answered")
      return answer
    },
    status: (...args) => (calls.status++, inner.status(...args)),
    refund: (...args) => (calls.refund++, inner.refund(...args)),
  }
  return { provider, calls, close }
}

// On PostgreSQL the server gets a pool of one connection; PGlite is one session anyway.
describeOnEachDatabase("Cobrar while the processor answers, on %s", (kind) => {
  const sandbox = gatedSandbox()
  let server: TestServer
  let place: { idFuncion: number; idSector: number; nCantidad: number }
  let token: string

  const readyProcess = async (): Promise<HeldPurchase> => {
    const held = await ok(takeGroup(server, place, null, token))
    await chooseETicketAndCredit(server, held, token)
    return held
  }
  const pay = (purchase: HeldPurchase, card: string) =>
    onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", chargeForm(card), token)
  const poll = (purchase: HeldPurchase) => pollPayment(server, purchase, token)
  const soldAndOrders = async ({ idProcesoDeCompra: id }: HeldPurchase) => {
    const { rows } = await server.db.query<{ sold: number; orders: number }>(
      `SELECT (SELECT count(*)::int FROM place_claims WHERE process_id = $1 AND state = 'SOLD') AS sold,
                (SELECT count(*)::int FROM orders WHERE process_id = $1) AS orders`,
      [id],
    )
    return rows[0]!
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { payments: sandbox.provider, poolSize: 1 })
    place = { ...(await theatrePlateaOfComingFunction(server)), nCantidad: 1 }
    token = await signUp(server, `en-curso-${kind}@example.com`)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("holds no connection while the processor answers: a hold and a second Cobrar complete; authorize runs once", async () => {
    const purchase = await readyProcess()
    const before = { ...sandbox.calls }
    const gate = sandbox.close()
    const first = pay(purchase, SandboxCard.approves)
    try {
      await within(gate.reached)
      const { rows } = await within(
        server.db.query("SELECT * FROM charges WHERE process_id = $1", [purchase.idProcesoDeCompra]),
      )
      expect(rows[0]).toMatchObject({
        state: "VERIFICANDO",
        attempt: 1,
        card_bin: "450995",
        card_last4: "3704",
        installments: 1,
      })
      expect(Number(rows[0]!["amount"])).toBeGreaterThan(0)
      expect(JSON.stringify(rows)).not.toContain(SandboxCard.approves)

      expect((await within(takeGroup(server, place, null, token))).status).toBe(200)
      const second = await within(pay(purchase, SandboxCard.approves))
      expect(second.oData).toMatchObject({ cEstado: "VERIFICANDO", cUltimos4: "3704", idPedido: null })
      expect((await within(poll(purchase))).oData.cEstado).toBe("VERIFICANDO")
      const cancel = await within(onPurchase(server, purchase, "POST", "/Cobrar/Cancelar", undefined, token))
      expect(cancel.status).toBe(409)
    } finally {
      gate.open()
    }
    const settled = await first
    expect(settled.oData.cEstado).toBe("APROBADO")
    expect(settled.oData.idPedido).toBeGreaterThan(0)
    expect((await pay(purchase, SandboxCard.approves)).oData).toEqual(settled.oData)
    expect(sandbox.calls.authorize - before.authorize).toBe(1)
    expect(sandbox.calls.status - before.status).toBe(0)
    expect(await soldAndOrders(purchase)).toEqual({ sold: 1, orders: 1 })
  })

  it("an approval that arrives after the hold expired is refunded once and reported; no seat is sold", async () => {
    const purchase = await readyProcess()
    const refundsBefore = sandbox.calls.refund
    const gate = sandbox.close()
    const paying = pay(purchase, SandboxCard.approves)
    await within(gate.reached)
    server.clock.advance(12 * MINUTE)
    gate.open()
    const late = await paying
    expect(late.oData).toMatchObject({ cEstado: "CANCELADO", cMensaje: LATE_PAYMENT_MESSAGE, idPedido: null })
    expect((await poll(purchase)).oData).toEqual(late.oData)
    expect(sandbox.calls.refund - refundsBefore).toBe(1)
    const { rows } = await server.db.query<{ refunded: boolean }>(
      "SELECT refunded FROM charges WHERE process_id = $1",
      [purchase.idProcesoDeCompra],
    )
    expect(rows[0]!.refunded).toBe(true)
    expect(await soldAndOrders(purchase)).toEqual({ sold: 0, orders: 0 })
  })

  it("a charge whose answer was lost stays VERIFICANDO; past the grace, status polls settle it with no second authorize", async () => {
    const purchase = await readyProcess()
    const authorizedBefore = sandbox.calls.authorize
    const gate = sandbox.close()
    const paying = pay(purchase, SandboxCard.settlesLater)
    await within(gate.reached)
    gate.lose()
    expect((await paying).status).toBe(500)
    expect((await poll(purchase)).oData.cEstado).toBe("VERIFICANDO")
    expect((await pay(purchase, SandboxCard.approves)).oData.cEstado).toBe("VERIFICANDO")

    server.clock.advance(IN_FLIGHT_GRACE_MS)
    expect((await poll(purchase)).oData.cEstado).toBe("PROCESANDO")
    server.clock.advance(SANDBOX_SETTLE_MS)
    const settled = await poll(purchase)
    expect(settled.oData.cEstado).toBe("APROBADO")
    expect(settled.oData.idPedido).toBeGreaterThan(0)
    expect(sandbox.calls.authorize - authorizedBefore).toBe(1)
    expect(await soldAndOrders(purchase)).toEqual({ sold: 1, orders: 1 })
  })
})
