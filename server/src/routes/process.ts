import {
  ChangeSectorRequest,
  InvalidateProcessRequest,
  ReleaseFunctionRequest,
  SelectDeliveryTypeRequest,
  SelectExtraProductsRequest,
  SelectPaymentMethodRequest,
  TakeBestAvailableRequest,
  TakeSeatsRequest,
} from "@boleteria/core"
import type { Context } from "hono"
import type { Queryable } from "../db/database.js"
import type { ServerDeps } from "../deps.js"
import { findProcess, requireOpen, requireVisible, type ProcessRow } from "../domain/process/access.js"
import { requireReadyToPay } from "../domain/process/charge.js"
import {
  deliveryTypes,
  extraProducts,
  paymentMethod,
  paymentMethods,
  selectDelivery,
  selectExtraProducts,
  selectPaymentMethod,
} from "../domain/process/checkout.js"
import { requireInstallments } from "../domain/process/installments.js"
import { amountsOf } from "../domain/process/amounts.js"
import { invalidateProcess, releaseFunction } from "../domain/process/release.js"
import { changeSector, takeBestAvailable, takeSeats, type TakeContext } from "../domain/process/take.js"
import { purchaseView } from "../domain/process/view.js"
import { customerIdOf } from "../http/auth.js"
import { badRequest } from "../http/problems.js"
import type { Router } from "../http/router.js"
import { idParam } from "../http/validate.js"

const PROCESS = "/v2/Proceso/:idProcesoDeCompra"

/** Seat holds and the purchase process: /v2/Proceso/{id}/… and POST /v3/procesodecompra (SPEC §7). */
export const processRoutes = (router: Router, deps: ServerDeps): void => {
  const processIdOf = (c: Context) => idParam(c, "idProcesoDeCompra")
  const callerOf = (c: Context) => customerIdOf(c, deps.db, deps.now())
  const takeContext = async (c: Context): Promise<TakeContext> => ({
    now: deps.now(),
    holdMs: deps.tenant.purchase.clockMinutes * 60_000,
    processType: deps.tenant.processType,
    callerId: await callerOf(c),
  })
  /** The process as it stands now, for the caller (404 for anyone else's). */
  const viewOf = async (processId: number, callerId: number | null) =>
    purchaseView(deps.db, await findProcess(deps.db, processId, callerId), deps.now())
  const openProcess = async (c: Context): Promise<ProcessRow> => {
    const process = await findProcess(deps.db, processIdOf(c), await callerOf(c))
    requireOpen(process, deps.now())
    return process
  }
  /** Changes an open process under its row lock, then answers its view. */
  const change = async (c: Context, work: (tx: Queryable, process: ProcessRow) => Promise<unknown>) => {
    const callerId = await callerOf(c)
    const processId = processIdOf(c)
    await deps.db.transaction(async (tx) => {
      const process = await findProcess(tx, processId, callerId, { lock: true })
      requireOpen(process, deps.now())
      await work(tx, process)
    })
    return viewOf(processId, callerId)
  }

  router.add(
    { method: "post", path: `${PROCESS}/Posiciones/Tomar`, summary: "Hold these seats, all or none (id 0 starts a purchase process)", body: TakeSeatsRequest },
    async (c, body) => takeSeats(deps.db, processIdOf(c), body, await takeContext(c)),
  )
  router.add(
    { method: "post", path: "/v3/procesodecompra", summary: "Start a purchase process holding these seats", body: TakeSeatsRequest },
    async (c, body) => takeSeats(deps.db, 0, body, await takeContext(c)),
  )
  router.add(
    {
      method: "post",
      path: `${PROCESS}/Posiciones/TomarGrupo`,
      summary: "Hold the best places available in a sector: side by side when possible (lContiguas says); id 0 starts a process",
      body: TakeBestAvailableRequest,
    },
    async (c, body) => takeBestAvailable(deps.db, processIdOf(c), body, await takeContext(c)),
  )
  router.add(
    {
      method: "post",
      path: `${PROCESS}/Posiciones/CambiarParaSector`,
      summary: "Move the places of one function to the best available of another sector, or change nothing",
      body: ChangeSectorRequest,
    },
    async (c, body) => changeSector(deps.db, processIdOf(c), body, await takeContext(c)),
  )
  router.add({ method: "get", path: PROCESS, summary: "The purchase process: cart lines, total, start and expiry" }, async (c) => {
    const process = await findProcess(deps.db, processIdOf(c), await callerOf(c))
    requireVisible(process, deps.now())
    return purchaseView(deps.db, process, deps.now())
  })
  router.add(
    { method: "post", path: `${PROCESS}/invalidar`, summary: "End the process and free everything it holds (idempotent)", body: InvalidateProcessRequest },
    async (c) => {
      await invalidateProcess(deps.db, processIdOf(c), await callerOf(c))
      return null
    },
  )
  for (const name of ["SoltarFuncion", "SoltarGrupo"]) {
    router.add(
      { method: "post", path: `${PROCESS}/Posiciones/${name}`, summary: "Free the places of one function", body: ReleaseFunctionRequest },
      async (c, body) => {
        const callerId = await callerOf(c)
        await releaseFunction(deps.db, processIdOf(c), body.idFuncion, callerId, deps.now())
        return viewOf(processIdOf(c), callerId)
      },
    )
  }
  router.add({ method: "get", path: `${PROCESS}/TiposDeEntrega`, summary: "Delivery types: e-ticket, box office, home" }, async (c) => {
    await openProcess(c)
    return deliveryTypes(deps.db)
  })
  router.add(
    {
      method: "post",
      path: `${PROCESS}/EntregaTipo/Seleccionar`,
      summary: "Choose the delivery type; home delivery needs one of the customer's addresses",
      body: SelectDeliveryTypeRequest,
    },
    (c, body) => change(c, (tx, process) => selectDelivery(tx, process, body)),
  )
  router.add(
    { method: "get", path: `${PROCESS}/ProductoAsignado/Lista/Obtener`, summary: "Products sold with the tickets, with the chosen quantities" },
    async (c) => extraProducts(deps.db, await openProcess(c)),
  )
  router.add(
    {
      method: "post",
      path: `${PROCESS}/ProductoAsignado/Lista/Seleccionar`,
      summary: "Choose the products (replaces the selection); answers the list",
      body: SelectExtraProductsRequest,
    },
    async (c, body) => {
      const callerId = await callerOf(c)
      return deps.db.transaction(async (tx) => {
        const process = await findProcess(tx, processIdOf(c), callerId, { lock: true })
        requireOpen(process, deps.now())
        return extraProducts(tx, await selectExtraProducts(tx, process, body))
      })
    },
  )
  router.add({ method: "get", path: `${PROCESS}/FormasDePago`, summary: "Payment methods" }, async (c) => {
    await openProcess(c)
    return paymentMethods(deps.db)
  })
  router.add(
    { method: "post", path: `${PROCESS}/FormaDePago/Seleccionar`, summary: "Choose the payment method", body: SelectPaymentMethodRequest },
    async (c, body) => {
      const callerId = await callerOf(c)
      const process = await findProcess(deps.db, processIdOf(c), callerId)
      // A retried pay step chooses the method again before charging: on a paid process that changes nothing.
      if (process.state === "PAID" && process.payment_method === body.nFormaDePago) return purchaseView(deps.db, process, deps.now())
      return change(c, (tx, locked) => selectPaymentMethod(tx, locked, body.nFormaDePago))
    },
  )
  router.add(
    {
      method: "get",
      path: `${PROCESS}/FormaDePago/:nFormaDePago/Tarjetas/:cardBin`,
      summary: "The card's brand and the instalments it may pay this purchase in (by BIN)",
    },
    async (c) => {
      const process = await openProcess(c)
      const cardBin = c.req.param("cardBin") ?? ""
      if (!/^\d{6,8}$/.test(cardBin)) throw badRequest("cardBin: son los primeros 6 a 8 dígitos de la tarjeta")
      const method = await paymentMethod(deps.db, idParam(c, "nFormaDePago"))
      return requireInstallments(deps.db, method, cardBin, (await amountsOf(deps.db, process.id, deps.now())).total)
    },
  )
  router.add(
    { method: "post", path: `${PROCESS}/PreValidacion`, summary: "Check the process can be paid: active, holds alive, delivery and method chosen" },
    async (c) => {
      const process = await findProcess(deps.db, processIdOf(c), await callerOf(c))
      await requireReadyToPay(deps.db, process, deps.now())
      return purchaseView(deps.db, process, deps.now())
    },
  )
}
