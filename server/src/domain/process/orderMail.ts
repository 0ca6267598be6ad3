import type { ServerDeps } from "../../deps.js"
import { orderConfirmationMail } from "../../mail/messages.js"
import { claimOrderMails, orderMailSent, retryOrderMail, type ClaimedOrderMail } from "../../store/orders/orderMails.js"
import { orderById } from "../orderHistory.js"

type MailDeps = Pick<ServerDeps, "db" | "mail" | "tenant" | "log" | "now">

/** How long a sender holds a claimed confirmation: longer than any SMTP exchange takes. */
const LEASE_MS = 10 * 60_000
/** A sweep claims this many at a time, and claims again while it gets that many. */
const SWEEP_BATCH = 20

/** A failed send is due again after 1, 2, 4… minutes, then every hour. */
const retryDelayMs = (attempts: number): number => Math.min(60, 2 ** (attempts - 1)) * 60_000

/**
 * Mails one claimed confirmation to the e-mail of the payment form, in the language the shopper
 * paid in. The sale is already committed: a mail that cannot go out is logged and due again later.
 */
const sendClaimed = async (deps: MailDeps, claimed: ClaimedOrderMail): Promise<void> => {
  try {
    const found = await orderById(deps.db, claimed.order_id)
    if (found !== null)
      await deps.mail.send({
        to: claimed.email,
        ...orderConfirmationMail(found.order, deps.tenant.price, found.language),
      })
    await orderMailSent(deps.db, claimed.order_id)
  } catch (error) {
    deps.log({
      level: "warn",
      message: "order confirmation mail not sent",
      orderId: claimed.order_id,
      attempts: claimed.attempts,
      error: (error as Error).message,
    })
    await retryOrderMail(deps.db, claimed.order_id, new Date(deps.now() + retryDelayMs(claimed.attempts)))
  }
}

/** Sends the confirmations due now, one order's when given; answers how many it claimed. */
const sendDueOrderMails = async (deps: MailDeps, orderId: number | null, limit: number): Promise<number> => {
  const now = deps.now()
  const claimed = await claimOrderMails(deps.db, new Date(now), new Date(now + LEASE_MS), { orderId, limit })
  for (const mail of claimed) await sendClaimed(deps, mail)
  return claimed.length
}

/**
 * After the order's transaction commits: its confirmation (queued by that transaction) goes out in
 * the background, so the payment's answer never waits for an SMTP server or a file write. What
 * this misses (a failed send, a process that stopped) the sweep sends.
 */
export const mailOrderConfirmation = (deps: MailDeps, orderId: number): void => {
  sendDueOrderMails(deps, orderId, 1).catch((error: unknown) =>
    deps.log({ level: "warn", message: "order confirmation mail not sent", orderId, error: String(error) }),
  )
}

/** The sweep (main.ts, every 30 s and at start): every confirmation due, from any process, once each. */
export const sweepOrderMails = async (deps: MailDeps): Promise<void> => {
  while ((await sendDueOrderMails(deps, null, SWEEP_BATCH)) === SWEEP_BATCH);
}
