import { ChargeRequest } from "@boleteria/core"
import type { Context } from "hono"
import type { ServerDeps } from "../deps.js"
import { findProcess, processById } from "../domain/process/access.js"
import { chargeProcess } from "../domain/process/charge.js"
import { cancelCharge, currentPaymentStatus, finishThreeDs } from "../domain/process/paymentStatus.js"
import { customerIdOf, requireCustomer } from "../http/auth.js"
import { notFound } from "../http/problems.js"
import type { Router } from "../http/router.js"
import { idParam } from "../http/validate.js"

/** Where the card provider's return pages send the shopper once the payment is settled. */
const shopResultPage = (processId: number) => `/BuyTicket/ok/${processId}`

/** Cobrar and its cancellation, the status the verification polls, and the provider's return pages. */
export const paymentRoutes = (router: Router, deps: ServerDeps): void => {
  const processIdOf = (c: Context) => idParam(c, "idProcesoDeCompra")
  /** The caller may see this process's payment (its customer, or anyone while it is anonymous). */
  const visibleProcessId = async (c: Context) =>
    (await findProcess(deps.db, processIdOf(c), await customerIdOf(c, deps.db, deps.now()))).id

  router.add(
    {
      method: "post",
      path: "/v2/Proceso/:idProcesoDeCompra/Cobrar",
      summary: "Pay by card; once per process (a repeated call answers the first charge unless it was declined)",
      body: ChargeRequest,
      auth: true,
    },
    async (c, body) => chargeProcess(deps, processIdOf(c), await requireCustomer(c, deps.db, deps.now()), body),
  )
  router.add(
    {
      method: "post",
      path: "/v2/Proceso/:idProcesoDeCompra/Cobrar/Cancelar",
      summary: "Cancel a charge still processing or waiting for 3-D Secure; the holds stay",
      auth: true,
    },
    async (c) => {
      await findProcess(deps.db, processIdOf(c), await requireCustomer(c, deps.db, deps.now()))
      await cancelCharge(deps, processIdOf(c))
      return null
    },
  )
  router.add(
    { method: "get", path: "/v3/procesodecompra/:idProcesoDeCompra", summary: "The payment status the verification polls" },
    async (c) => currentPaymentStatus(deps, await visibleProcessId(c)),
  )
  router.add(
    { method: "post", path: "/v2/proceso/confirmacion/:idProcesoDeCompra", summary: "The payment's final status, for the confirmation page" },
    async (c) => currentPaymentStatus(deps, await visibleProcessId(c)),
  )

  // The provider's return pages are browser navigations, with no bearer token: they only move the
  // process's own charge on (the sandbox's 3-D Secure page is this URL itself), then show the shop.
  const returnPage = (path: string, summary: string, settle: (processId: number) => Promise<unknown>) =>
    router.add({ method: "get", path, summary }, async (c) => {
      const processId = processIdOf(c)
      if ((await processById(deps.db, processId)) === null) throw notFound("No encontramos ese proceso de compra.")
      await settle(processId)
      return c.redirect(shopResultPage(processId), 302)
    })
  returnPage("/bancard/finish/:idProcesoDeCompra", "Card provider's return page: settle the payment, then show the result", (id) =>
    currentPaymentStatus(deps, id),
  )
  returnPage("/bancard/finish3ds/:idProcesoDeCompra", "3-D Secure return page: confirm the step, settle, then show the result", (id) =>
    finishThreeDs(deps, id),
  )
}
