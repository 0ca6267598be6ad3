import type { PaymentProvider } from "../../../server/src/payments/provider.js"
import { sandboxProvider } from "../../../server/src/payments/sandbox.js"

/**
 * The sandbox card processor, counting the authorizations and refunds the server asked of it: the
 * processor is the project's own, so tests count calls on it rather than mock it.
 */
export const countingSandbox = () => {
  const sandbox = sandboxProvider()
  const asked = { authorizations: 0, refunds: 0 }
  const provider: PaymentProvider = {
    ...sandbox,
    authorize: (attempt, now) => {
      asked.authorizations++
      return sandbox.authorize(attempt, now)
    },
    refund: (charge, amount, purpose) => {
      asked.refunds++
      return sandbox.refund(charge, amount, purpose)
    },
  }
  return { sandbox, asked, provider }
}
