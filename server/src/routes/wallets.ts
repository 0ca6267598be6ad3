import { BadSignature, isRefusal, type Caller, type walletEndpoints } from "@boleteria/core"
import { NOTIFICATION_SIGNATURE_HEADER } from "@boleteria/core"
import { findProcess, openProcess, purchaseCallerOf, type PurchaseCaller } from "../domain/process/access.js"
import { amountsOf } from "../domain/process/amounts.js"
import { chargeWallet, offeredMethodOf, WALLET_BIN, type WalletDeps } from "../domain/wallets/charge.js"
import { offeredMethods, providerGroups } from "../domain/wallets/methods.js"
import { receiveNotification } from "../domain/wallets/notification.js"
import { prevalidationReport } from "../domain/wallets/prevalidation.js"
import { processWithPayments } from "../domain/wallets/processView.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

/** The second versions of the payment calls and the wallets (docs/payments.md). */
export const walletHandlers = (deps: WalletDeps): Pick<ServerHandlers, keyof typeof walletEndpoints> => {
  const { db } = deps
  const callerOf = (caller: Caller) => purchaseCallerOf(db, caller, deps.now())
  /** Paying needs a signed-in customer as well as the purchase's key. */
  const signedIn = async (caller: Caller): Promise<PurchaseCaller> => ({
    customerId: await requireCustomer(db, caller.token, deps.now()),
    purchaseKey: caller.purchaseKey,
  })
  return {
    getPaymentMethods2: async ({ path, caller }) => {
      // A wallet payment the shopper left waiting (the Back button) does not hide the methods (docs/payments.md).
      const process = await openProcess(db, path.idProcesoDeCompra, await callerOf(caller), deps.now(), {
        walletMayWait: true,
      })
      if (isRefusal(process)) return process
      const total = (await amountsOf(db, process.id, deps.now(), WALLET_BIN)).total
      return providerGroups(await offeredMethods(db, deps.tenant), deps.tenant, total, caller.language)
    },
    chargeWallet: async ({ path, body, caller }) =>
      chargeWallet(deps, path.idProcesoDeCompra, await signedIn(caller), body, caller.language),
    createPayPalOrder: async ({ path, caller }) => {
      const purchaseCaller = await signedIn(caller)
      const methodId = await offeredMethodOf(deps, "PAYPAL")
      if (isRefusal(methodId)) return methodId
      // PayPal's order button has no confirm step of its own: a bank promotion it drops is refused (400).
      return chargeWallet(deps, path.idProcesoDeCompra, purchaseCaller, { nFormaDePago: methodId }, caller.language)
    },
    getProcess2: async ({ path, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      return isRefusal(process) ? process : processWithPayments(db, process, deps.now(), caller.language)
    },
    prevalidate2: async ({ path, caller }) => {
      const process = await findProcess(db, path.idProcesoDeCompra, await callerOf(caller))
      if (isRefusal(process)) return process
      return prevalidationReport(db, deps.providers, process, deps.tenant, deps.now(), caller.language)
    },
    receivePaymentNotification: async ({ path, headers, body }) => {
      // The cards' processor answers Cobrar itself: only a wallet notifies.
      if (deps.providers.kindOf(path.cProveedor) === "card")
        return new BadSignature({ key: "problems.payment.badSignature" })
      return receiveNotification(deps, path.cProveedor, body, headers[NOTIFICATION_SIGNATURE_HEADER])
    },
  }
}
