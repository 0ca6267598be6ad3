import {
  endpoint,
  isRefusal,
  ProcessPath,
  PurchaseNotFound,
  type Caller,
  type DecodedRequestOf,
  type paymentEndpoints,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { Hono } from "hono"
import type { ServerDeps } from "../deps.js"
import { findProcess, noProcess, purchaseCallerOf, type PurchaseCaller } from "../domain/process/access.js"
import { processById } from "../store/purchases/processes.js"
import { chargeProcess } from "../domain/process/charge.js"
import { cancelCharge, currentPaymentStatus, finishThreeDs } from "../domain/process/paymentStatus.js"
import { requireCustomer } from "../http/auth.js"
import { registerPage, type ServerHandlers } from "../http/endpointRoutes.js"

/** Cobrar and its cancellation, and the status the payment verification polls. */
export const paymentHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof paymentEndpoints> => {
  const { db } = deps
  /** Paying needs a signed-in customer as well as the purchase's key. */
  const signedIn = async (caller: Caller): Promise<PurchaseCaller> => ({
    customerId: await requireCustomer(db, caller.token, deps.now()),
    purchaseKey: caller.purchaseKey,
  })
  /** The payment status, for whoever may open the process: its key, and its customer's token once it has one. */
  const paymentStatus = async ({ path, caller }: DecodedRequestOf<(typeof paymentEndpoints)["getPaymentStatus"]>) => {
    const process = await findProcess(db, path.idProcesoDeCompra, await purchaseCallerOf(db, caller, deps.now()))
    return isRefusal(process) ? process : currentPaymentStatus(deps, process.id)
  }

  return {
    charge: async ({ path, body, caller }) =>
      chargeProcess(deps, path.idProcesoDeCompra, await signedIn(caller), body, caller.language),
    cancelCharge: async ({ path, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await signedIn(caller))
      return isRefusal(process) ? process : cancelCharge(deps, process.id)
    },
    getPaymentStatus: paymentStatus,
    getPaymentConfirmation: paymentStatus,
  }
}

/** Where the card provider's return pages send the shopper once the payment is settled. */
const shopResultPage = (processId: number) => `/BuyTicket/ok/${processId}`

const returnPage = (path: string, summary: string) =>
  endpoint({
    method: "GET",
    path,
    summary,
    access: "public",
    params: ProcessPath,
    // A page answers a redirect to the shop, never the envelope.
    answer: Schema.Never,
    errors: [PurchaseNotFound],
  })

/**
 * The provider's return pages are browser navigations, with no token and no purchase key: they only
 * move the process's own charge on (the sandbox's 3-D Secure page is this URL itself), reveal
 * nothing, and send the shopper to the shop, which asks for the result with its key.
 */
export const paymentReturnPages = (app: Hono, deps: ServerDeps): void => {
  const page = (path: string, summary: string, settle: (processId: number) => Promise<unknown>) =>
    registerPage(app, returnPage(path, summary), async ({ path: { idProcesoDeCompra } }, c) => {
      if ((await processById(deps.db, idProcesoDeCompra)) === null) return noProcess()
      const settled = await settle(idProcesoDeCompra)
      if (isRefusal(settled)) return settled
      return c.redirect(shopResultPage(idProcesoDeCompra), 302)
    })
  page(
    "/bancard/finish/{idProcesoDeCompra}",
    "Card provider's return page: settle the payment, then show the result",
    (id) => currentPaymentStatus(deps, id),
  )
  page(
    "/bancard/finish3ds/{idProcesoDeCompra}",
    "3-D Secure return page: confirm the step, settle, then show the result",
    (id) => finishThreeDs(deps, id),
  )
}
