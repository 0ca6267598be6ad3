import { SandboxCard } from "@boleteria/core"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { sweepOrderMails } from "../../server/src/domain/process/orderMail.js"
import type { MailMessage, Mailer } from "../../server/src/mail/mailer.js"
import { chargeForm } from "../support/forms.js"
import { fixtureTenant } from "../support/fixtures.js"
import {
  confirmationMailed,
  ok,
  payWithETicket,
  signUp,
  takeGroup,
  theatrePlateaOfComingFunction,
} from "./support/flows.js"
import { describeOnEachDatabase, startTestServer, type TestServer } from "./support/testServer.js"

/** A mail port the test drives: each send waits for `gate`, and fails while `failing` says so. */
const drivenMailer = () => {
  const sent: Array<MailMessage> = []
  let release = () => {}
  const state = { gate: Promise.resolve(), failing: false, tries: 0 }
  const mailer: Mailer = {
    send: async (message) => {
      state.tries += 1
      await state.gate
      if (state.failing) throw new Error("SMTP server away")
      sent.push(message)
    },
  }
  return {
    mailer,
    sent: () => [...sent],
    tries: () => state.tries,
    hold: () => void (state.gate = new Promise((resolve) => (release = resolve))),
    release: () => release(),
    fail: (failing: boolean) => void (state.failing = failing),
  }
}

/** Who a confirmation went to, and the order its subject names. */
const recipientAndOrder = (message: MailMessage) => [message.to, Number(/N° (\d+)/u.exec(message.subject)?.[1])]

describeOnEachDatabase("the order confirmation, mailed after the payment answers, on %s", (kind) => {
  let server: TestServer
  const mail = drivenMailer()
  const cEmail = `confirmacion-${kind}@example.com`
  let token: string

  beforeAll(async () => {
    server = await startTestServer(kind, { mail: mail.mailer })
    token = await signUp(server, cEmail)
  })
  afterAll(() => server?.close())

  /** Buys one place with the approving card; answers the order's id. */
  const buy = async (): Promise<number> => {
    const cart = await ok(
      takeGroup(server, { ...(await theatrePlateaOfComingFunction(server)), nCantidad: 1 }, null, token),
    )
    const paid = await ok(payWithETicket(server, cart, token, chargeForm(SandboxCard.approves, { cEmail })))
    expect(paid.cEstado).toBe("APROBADO")
    return paid.idPedido!
  }
  const queued = async (orderId: number) =>
    (await server.db.query("SELECT 1 FROM order_mails WHERE order_id = $1", [orderId])).rows.length
  const deps = () => ({
    db: server.db,
    mail: mail.mailer,
    tenant: fixtureTenant,
    log: () => undefined,
    now: server.clock.now,
  })

  it("answers the payment while the mail server has not taken the mail yet, then sends it", async () => {
    mail.hold()
    const before = mail.sent().length
    const orderId = await buy()
    expect(mail.sent()).toHaveLength(before)
    expect(await queued(orderId)).toBe(1)
    mail.release()
    await confirmationMailed(server, orderId)
    expect(mail.sent().slice(before).map(recipientAndOrder)).toEqual([[cEmail, orderId]])
  })

  it("keeps a mail that failed, and sends it when it is due again", async () => {
    mail.fail(true)
    const tries = mail.tries()
    const orderId = await buy()
    await vi.waitFor(() => expect(mail.tries()).toBe(tries + 1))
    mail.fail(false)
    await sweepOrderMails(deps())
    expect(await queued(orderId)).toBe(1)
    server.clock.advance(2 * 60_000)
    await sweepOrderMails(deps())
    expect(await queued(orderId)).toBe(0)
    expect(recipientAndOrder(mail.sent().at(-1)!)).toEqual([cEmail, orderId])
  })

  it("sends what a stopped process left: queued and never sent, or claimed and never finished", async () => {
    const orderId = await buy()
    await confirmationMailed(server, orderId)
    const sent = mail.sent().length
    const now = new Date(server.clock.now())
    await server.db.query("INSERT INTO order_mails (order_id, email, due_at) VALUES ($1, $2, $3)", [
      orderId,
      cEmail,
      now,
    ])
    await sweepOrderMails(deps())
    expect(mail.sent()).toHaveLength(sent + 1)
    // Claimed by a process that stopped: its lease runs ten minutes.
    await server.db.query("INSERT INTO order_mails (order_id, email, due_at, attempts) VALUES ($1, $2, $3, 1)", [
      orderId,
      cEmail,
      new Date(now.getTime() + 10 * 60_000),
    ])
    await sweepOrderMails(deps())
    expect(mail.sent()).toHaveLength(sent + 1)
    server.clock.advance(10 * 60_000)
    await sweepOrderMails(deps())
    expect(mail.sent()).toHaveLength(sent + 2)
    expect(await queued(orderId)).toBe(0)
  })
})
