import * as Effect from "effect/Effect"
import type { CardInstallments, PaymentMethod, PaymentState, PaymentStatus } from "../../../contract/checkout.js"
import type { ChargeRequest } from "../../../contract/requests.js"
import { SANDBOX_DECLINE_MESSAGE, SandboxCard } from "../../../contract/sandboxCards.js"
import { TENANT_TIME_ZONE } from "../../../rules/calendarDate.js"
import { calendarDateAt } from "../../../rules/zonedTime.js"
import { badRequest, conflict, gone, notFound } from "./failures.js"
import { findProcess } from "./holds.js"
import { recordOrder } from "./orders.js"
import { amountDue } from "./purchaseView.js"
import type { Charge, MemoryStore, ProcessRecord } from "./store.js"

/** How many status polls a card that settles later answers PROCESANDO before it is approved. */
const POLLS_BEFORE_SETTLING = 2

/** Installments and their surcharge in percent, by kind of card. */
const INSTALLMENT_PLANS: Record<PaymentMethod["cTipo"], ReadonlyArray<readonly [number, number]>> = {
  CREDITO: [
    [1, 0],
    [3, 0],
    [6, 15],
  ],
  DEBITO: [[1, 0]],
}

const brandOf = (cardBin: string): string | null => {
  if (cardBin.startsWith("4")) return "Visa"
  if (cardBin.startsWith("5")) return "Mastercard"
  return /^3[47]/u.test(cardBin) ? "American Express" : null
}

export const installmentsFor = (method: PaymentMethod, cardBin: string, amount: number): CardInstallments | null => {
  const cMarca = brandOf(cardBin)
  if (cMarca === null) return null
  return {
    nFormaDePago: method.nFormaDePago,
    cCardBin: cardBin,
    cMarca,
    listaCuota: INSTALLMENT_PLANS[method.cTipo].map(([nCuotas, nRecargoPorcentaje]) => {
      const fMontoTotal = Math.round((amount * (100 + nRecargoPorcentaje)) / 100)
      return { nCuotas, nRecargoPorcentaje, fMontoTotal, fMontoCuota: Math.round(fMontoTotal / nCuotas) }
    }),
  }
}

export const statusOf = (process: ProcessRecord, charge: Charge): PaymentStatus => ({
  idProcesoDeCompra: process.idProcesoDeCompra,
  cEstado: charge.cEstado,
  cMensaje: charge.cMensaje,
  cUltimos4: charge.cUltimos4,
  cUrl3DS: null,
  idPedido: charge.idPedido,
})

const sandboxOutcome = (cardNumber: string): { cEstado: PaymentState; cMensaje: string | null } => {
  switch (cardNumber) {
    case SandboxCard.approves:
      return { cEstado: "APROBADO", cMensaje: null }
    case SandboxCard.declines:
      return { cEstado: "RECHAZADO", cMensaje: SANDBOX_DECLINE_MESSAGE }
    case SandboxCard.settlesLater:
      return { cEstado: "PROCESANDO", cMensaje: null }
    default:
      return { cEstado: "RECHAZADO", cMensaje: "Tarjeta no habilitada en el entorno de prueba" }
  }
}

const settle = (store: MemoryStore, process: ProcessRecord, charge: Charge) => {
  charge.cEstado = "APROBADO"
  charge.idPedido = recordOrder(store, process, charge)
  process.phase = "PAID"
}

/** A declined or cancelled charge may be retried; any other is the process's one charge, answered again. */
const isTheProcessCharge = (state: PaymentState) => state !== "RECHAZADO" && state !== "CANCELADO"

export const charge = (store: MemoryStore, idProcesoDeCompra: number, form: ChargeRequest) =>
  Effect.gen(function* () {
    const process = yield* findProcess(store, idProcesoDeCompra)
    if (process.charge !== null && isTheProcessCharge(process.charge.cEstado)) return statusOf(process, process.charge)
    if (process.phase !== "OPEN") return yield* gone(idProcesoDeCompra)
    if (process.held.length === 0) return yield* badRequest("No hay ubicaciones en el carrito")
    if (process.deliveryType === null) return yield* badRequest("Elegí un tipo de entrega")
    if (process.paymentMethod === null) return yield* badRequest("Elegí una forma de pago")
    const cardBin = form.cNumeroTarjeta.slice(0, 6)
    const plan = installmentsFor(process.paymentMethod, cardBin, amountDue(process))
    if (plan === null) return yield* badRequest("Tarjeta no reconocida")
    if (!plan.listaCuota.some((option) => option.nCuotas === form.nCuotas)) {
      return yield* badRequest(`La tarjeta no admite ${form.nCuotas} cuotas`)
    }
    const today = calendarDateAt(store.now(), TENANT_TIME_ZONE)
    if (form.nAnioVencimiento * 12 + form.nMesVencimiento < today.year * 12 + today.month) {
      return yield* badRequest("La tarjeta está vencida")
    }
    const attempt: Charge = {
      ...sandboxOutcome(form.cNumeroTarjeta),
      cCardBin: cardBin,
      cUltimos4: form.cNumeroTarjeta.slice(-4),
      cEmail: form.cEmail,
      fMonto: amountDue(process),
      pollsUntilSettled: POLLS_BEFORE_SETTLING,
      idPedido: null,
    }
    process.charge = attempt
    if (attempt.cEstado === "APROBADO") settle(store, process, attempt)
    return statusOf(process, attempt)
  })

/** What the verification machine polls; a charge that settles later moves on with each poll. */
export const paymentStatus = (store: MemoryStore, process: ProcessRecord) =>
  Effect.gen(function* () {
    const current = process.charge
    if (current === null) return yield* notFound(`No hay un cobro para el proceso ${process.idProcesoDeCompra}`)
    if (current.cEstado === "PROCESANDO") {
      if (current.pollsUntilSettled === 0) settle(store, process, current)
      else current.pollsUntilSettled -= 1
    }
    return statusOf(process, current)
  })

export const cancelCharge = (process: ProcessRecord) =>
  Effect.gen(function* () {
    if (process.charge?.cEstado === "APROBADO") return yield* conflict("El pago ya fue aprobado")
    if (process.charge?.cEstado === "PROCESANDO") {
      process.charge.cEstado = "CANCELADO"
      process.charge.cMensaje = "Pago cancelado"
    }
  })
