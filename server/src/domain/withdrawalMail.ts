import type { ServerDeps } from "../deps.js"
import { withdrawalMail } from "../mail/withdrawalMail.js"
import { claimWithdrawalMail, releaseWithdrawalMail } from "../store/orders/withdrawals.js"
import type { RecordedWithdrawal } from "./withdrawals.js"

/**
 * Mails the tracking code once: the one request that claims the mail (sets mailed_at) sends it, so
 * two requests never mail twice; a mail that cannot go out now gives the claim back, and goes when
 * the shopper asks again.
 */
export const mailWithdrawalOnce = async (
  deps: Pick<ServerDeps, "db" | "mail" | "tenant" | "log" | "now">,
  { withdrawal, email, language, mailedAt }: RecordedWithdrawal,
): Promise<void> => {
  const { db } = deps
  if (mailedAt !== null || email === "") return
  if (!(await claimWithdrawalMail(db, withdrawal.idPedido, new Date(deps.now())))) return
  try {
    await deps.mail.send({ to: email, ...withdrawalMail(withdrawal, deps.tenant.price, language) })
  } catch (error) {
    await releaseWithdrawalMail(db, withdrawal.idPedido)
    deps.log({
      level: "warn",
      message: "withdrawal mail not sent",
      orderId: withdrawal.idPedido,
      error: (error as Error).message,
    })
  }
}
