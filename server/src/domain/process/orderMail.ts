import type { ServerDeps } from "../../deps.js"
import { orderConfirmationMail } from "../../mail/messages.js"
import { orderById } from "../orderHistory.js"

/**
 * Mails the confirmation of a new order to the e-mail of the payment form, in the language the
 * shopper paid in. The sale is already
 * committed: a mail that cannot go out is logged, and the order stays in the customer's history.
 */
export const mailOrderConfirmation = async (
  deps: Pick<ServerDeps, "db" | "mail" | "tenant" | "log">,
  orderId: number,
  to: string,
): Promise<void> => {
  if (to === "") return
  try {
    const found = await orderById(deps.db, orderId)
    if (found !== null)
      await deps.mail.send({ to, ...orderConfirmationMail(found.order, deps.tenant.price, found.language) })
  } catch (error) {
    deps.log({ level: "warn", message: "order confirmation mail not sent", orderId, error: (error as Error).message })
  }
}
