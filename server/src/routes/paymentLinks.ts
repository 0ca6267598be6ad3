import { isRefusal, PAYMENT_LINK_HEADER, type paymentLinkEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { amountsOf } from "../domain/process/amounts.js"
import { chargeOpenedProcess } from "../domain/process/charge.js"
import { chargeOf } from "../store/payments/charges.js"
import { paymentMethod } from "../domain/process/checkout.js"
import { requireInstallments } from "../domain/process/installments.js"
import {
  deadLink,
  linkedProcess,
  makePaymentLink,
  paymentLinkView,
  linkNotDead,
  linkOpen,
} from "../domain/process/paymentLink.js"
import { currentPaymentStatus } from "../domain/process/paymentStatus.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

/**
 * Payment links (docs/payment-links.md): the owner makes one with the purchase's key and token;
 * the calls by link carry only the link's token (X-Clave-Link) and pay under Cobrar's own rules.
 */
export const paymentLinkHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof paymentLinkEndpoints> => {
  const { db } = deps
  return {
    createPaymentLink: async ({ path, caller }) => {
      const customerId = await requireCustomer(db, caller.token, deps.now())
      return makePaymentLink(db, path.idProcesoDeCompra, { customerId, purchaseKey: caller.purchaseKey }, deps.now())
    },
    getPaymentLink: async ({ path, headers, caller }) => {
      const process = await linkedProcess(db, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      if (isRefusal(process)) return process
      const state = await linkNotDead(db, process, deps.now())
      if (isRefusal(state)) return state
      return paymentLinkView(db, deps.providers.card.id, process, state, deps.now(), caller.language)
    },
    getPaymentLinkInstallments: async ({ path, headers }) => {
      const linked = await linkedProcess(db, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      if (isRefusal(linked)) return linked
      const process = await linkOpen(db, linked, deps.now())
      if (isRefusal(process)) return process
      // A link is made only once a method is chosen, and it cannot be unchosen.
      if (process.payment_method === null) return deadLink()
      const total = (await amountsOf(db, process.id, deps.now(), path.cardBin)).total
      const method = await paymentMethod(db, deps.providers.card.id, process.payment_method)
      return isRefusal(method) ? method : requireInstallments(db, method, path.cardBin, total)
    },
    // Cobrar's own steps and idempotency: a paid link answers its charge again, never charges twice.
    chargePaymentLink: ({ path, headers, body, caller }) =>
      chargeOpenedProcess(
        deps,
        path.idProcesoDeCompra,
        async (tx) => {
          const now = deps.now()
          const process = await linkedProcess(tx, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER], true)
          if (isRefusal(process)) return process
          const state = await linkNotDead(tx, process, now)
          return isRefusal(state) ? state : process
        },
        body,
        caller.language,
      ),
    // A charge is answered even once its link died (a late payment's refund is news to its payer).
    getPaymentLinkStatus: async ({ path, headers }) => {
      const process = await linkedProcess(db, path.idProcesoDeCompra, headers[PAYMENT_LINK_HEADER])
      if (isRefusal(process)) return process
      if ((await chargeOf(db, process.id)) === null) {
        const state = await linkNotDead(db, process, deps.now())
        if (isRefusal(state)) return state
      }
      return currentPaymentStatus(deps, process.id)
    },
  }
}
