import * as Effect from "effect/Effect"
import type { withdrawalEndpoints } from "../../contract/endpoints/withdrawal.js"
import type { Bill } from "../../contract/order.js"
import type { Withdrawal, WithdrawalRefund } from "../../contract/withdrawal.js"
import type { WithdrawalPreview, WithdrawalPreviewRequest } from "../../contract/withdrawalPreview.js"
import {
  formatWithdrawalLimit,
  WITHDRAWAL_PROBLEM_KEYS,
  WITHDRAWAL_REFUSAL_KEYS,
  withdrawalEligibility,
  type WithdrawalEligibility,
} from "../../rules/withdrawal.js"
import { requireCustomer } from "../access.js"
import { orderIn } from "../orders/orders.js"
import { HttpProblem } from "../problem.js"
import { randomDigits, trackingCode } from "../random.js"
import type { MemoryStore, OrderRecord } from "../store.js"
import type { HandlersOf } from "./handler.js"

const POINT_OF_SALE = 3
const pad = (value: number, length: number) => String(value).padStart(length, "0")

const emailsOf = (store: MemoryStore, entry: OrderRecord): ReadonlyArray<string> => {
  const charge = store.processes.get(entry.order.idProcesoDeCompra)?.charge
  const account = entry.customerId === null ? undefined : store.customers.get(entry.customerId)
  return [charge?.email ?? "", account?.email ?? ""].filter((email) => email !== "").map((email) => email.toLowerCase())
}

/** What a process's charge gave back of `amount`: through its wallet, or to its card. */
const refundOf = (store: MemoryStore, processId: number, amount: number): WithdrawalRefund => {
  const charge = store.processes.get(processId)?.charge
  const last4 = charge?.cardLast4 ?? ""
  return {
    cProveedor: charge?.wallet?.provider ?? "TARJETA",
    cUltimos4: charge?.wallet !== undefined || last4 === "" ? null : last4,
    fImporte: amount,
  }
}

/**
 * Where the money goes, as the server splits it (docs/withdrawal.md): an ordinary order's charge
 * gives back everything; an order born of an exchange gives the difference paid back to the card
 * that paid it, and the rest through what paid the original order.
 */
const refundsOf = (store: MemoryStore, entry: OrderRecord): ReadonlyArray<WithdrawalRefund> => {
  const { order } = entry
  const original = store.orders.find((candidate) => candidate.order.idPedido === order.idPedidoCambioDe)?.order
  if (original === undefined) return [refundOf(store, order.idProcesoDeCompra, order.fTotalPagado)]
  const paidDifference = Math.max(0, order.fTotalPagado - original.fTotalPagado)
  const rest = refundOf(store, original.idProcesoDeCompra, order.fTotalPagado - paidDifference)
  return paidDifference > 0 ? [rest, refundOf(store, order.idProcesoDeCompra, paidDifference)] : [rest]
}

/** The order's tickets void, its places back on sale, a credit note cancelling its bill: what the server does in one transaction. */
const withdraw = (store: MemoryStore, index: number, entry: OrderRecord): Withdrawal => {
  const { order } = entry
  const process = store.processes.get(order.idProcesoDeCompra)
  for (const claim of [...(process?.claims ?? [])].filter((candidate) => candidate.state === "SOLD")) {
    store.claims.get(claim.performanceId)?.delete(claim.key)
    process?.claims.delete(claim)
  }
  const now = store.now()
  const listaReintegro = refundsOf(store, entry)
  const receipt = store.nextId("creditNote")
  const creditNote: Bill = {
    idComprobante: store.nextId("bill"),
    cTipo: "NOTA_DE_CREDITO",
    cReferencia: `Nota de crédito B ${pad(POINT_OF_SALE, 4)}-${pad(receipt, 8)}`,
    nPuntoDeVenta: POINT_OF_SALE,
    nNumeroComprobante: receipt,
    cCAE: `7${randomDigits(13)}`,
    dEmision: new Date(now).toISOString(),
    lProcesando: false,
  }
  const code = trackingCode()
  const dSolicitud = new Date(now).toISOString()
  // The memory double has no processor (nor a team to read the reason): the refund is what the answer says went back.
  const oArrepentimiento = {
    cCodigoSeguimiento: code,
    dSolicitud,
    fImporteReintegrado: order.fTotalPagado,
    listaReintegro: listaReintegro.map((refund) => ({ ...refund, cEstado: "REINTEGRADO" as const })),
  }
  store.orders[index] = {
    ...entry,
    order: {
      ...order,
      cEstado: "ARREPENTIDO",
      listaComprobante: [...order.listaComprobante, creditNote],
      oArrepentimiento,
    },
  }
  return {
    cCodigoSeguimiento: code,
    idPedido: order.idPedido,
    dSolicitud,
    fImporteReintegrado: order.fTotalPagado,
    cUltimos4: order.cUltimos4,
    oNotaDeCredito: { idComprobante: creditNote.idComprobante, cReferencia: creditNote.cReferencia },
    listaReintegro,
  }
}

/** Core's rule on this order, now: the same one the server applies. */
const eligibilityOf = (store: MemoryStore, entry: OrderRecord): WithdrawalEligibility => {
  const functionStarts = entry.order.listaFuncion.flatMap(
    (line) => store.performances.get(line.idFuncion)?.startsAt ?? [],
  )
  return withdrawalEligibility(
    { state: entry.order.cEstado, timing: { ticketsReceivedAt: Date.parse(entry.order.dCompra), functionStarts } },
    store.now(),
  )
}

/** What withdrawing the order would do, as the server previews it. */
const previewOf = (store: MemoryStore, entry: OrderRecord, deadline: number): WithdrawalPreview => {
  const order = orderIn(store, entry)
  return {
    idPedido: order.idPedido,
    dCompra: order.dCompra,
    listaFuncion: order.listaFuncion,
    fTotalProductos: order.fTotalProductos,
    fImporteReintegrado: order.fTotalPagado,
    listaReintegro: refundsOf(store, entry),
    dLimite: new Date(deadline).toISOString(),
  }
}

/** The order of this (number, e-mail) pair, and where it is in the store; a 404 when the two do not match. */
const orderOfPair = (store: MemoryStore, pair: WithdrawalPreviewRequest) => {
  const index = store.orders.findIndex((candidate) => candidate.order.idPedido === pair.idPedido)
  const entry = store.orders[index]
  return entry === undefined || !emailsOf(store, entry).includes(pair.cEmail.toLowerCase())
    ? Effect.fail(new HttpProblem({ status: 404, key: WITHDRAWAL_PROBLEM_KEYS.notFound }))
    : Effect.succeed({ index, entry })
}

/** A refusal of core's rule as the answer says it. */
const refusalProblem = (eligibility: Exclude<WithdrawalEligibility, { kind: "eligible" }>) =>
  eligibility.kind === "notWithdrawable"
    ? new HttpProblem({ status: 409, key: WITHDRAWAL_PROBLEM_KEYS.notWithdrawable })
    : new HttpProblem({
        status: 400,
        key: WITHDRAWAL_REFUSAL_KEYS[eligibility.refusal.reason],
        params: { date: formatWithdrawalLimit(eligibility.refusal.limitAt, "es-AR") },
      })

/** The "Botón de arrepentimiento", as the reference server answers it (docs/withdrawal.md). */
export const withdrawalHandlers = (store: MemoryStore): HandlersOf<typeof withdrawalEndpoints> => ({
  requestWithdrawal: ({ body }) =>
    Effect.flatMap(orderOfPair(store, body), ({ index, entry }) => {
      const known = store.withdrawals.get(body.idPedido)
      if (known !== undefined) return Effect.succeed(known)
      const eligibility = eligibilityOf(store, entry)
      if (eligibility.kind !== "eligible") return Effect.fail(refusalProblem(eligibility))
      const withdrawal = withdraw(store, index, entry)
      store.withdrawals.set(body.idPedido, withdrawal)
      return Effect.succeed(withdrawal)
    }),
  previewWithdrawal: ({ body }) =>
    Effect.flatMap(orderOfPair(store, body), ({ entry }) => {
      const eligibility = eligibilityOf(store, entry)
      return eligibility.kind === "eligible"
        ? Effect.succeed(previewOf(store, entry, eligibility.deadline))
        : Effect.fail(refusalProblem(eligibility))
    }),
  getWithdrawableOrders: ({ caller }) =>
    Effect.map(requireCustomer(store, caller), (customer) => ({
      listaPedido: store.orders
        .filter((entry) => entry.customerId === customer.id)
        .flatMap((entry) => {
          const eligibility = eligibilityOf(store, entry)
          return eligibility.kind === "eligible" ? [previewOf(store, entry, eligibility.deadline)] : []
        })
        .reverse(),
    })),
  getWithdrawal: ({ path }) => {
    const found = [...store.withdrawals.values()].find(
      (withdrawal) => withdrawal.cCodigoSeguimiento === path.cCodigoSeguimiento,
    )
    return found === undefined
      ? Effect.fail(new HttpProblem({ status: 404, key: WITHDRAWAL_PROBLEM_KEYS.unknownCode }))
      : Effect.succeed(found)
  },
})
