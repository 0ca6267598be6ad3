import * as Effect from "effect/Effect"
import type { PaymentState, PaymentStatus } from "../../contract/checkout.js"
import { isSavedCardCharge, type CardChargeRequest } from "../../contract/savedCards.js"
import type { AnswerLanguage } from "../../contract/language.js"
import { SANDBOX_DECLINE_MESSAGE, SANDBOX_DECLINE_REASON, SandboxCard } from "../../contract/sandboxCards.js"
import { firstChargeProblem, repricingProblem } from "../../rules/chargeCheck.js"
import { firstSavedCardChargeProblem } from "../../rules/savedCards.js"
import { ticketPriceWithCard } from "../../rules/pricing.js"
import { createOrder } from "../orders/orders.js"
import { walletActionOf } from "./walletAction.js"
import { conflict, fieldProblem, type HttpProblem, notFound } from "../problem.js"
import { paymentMethod, requireInstallments, requireReadyToPay } from "../purchase/checkout.js"
import { placeToChargeOfClaim } from "../purchase/claims.js"
import type { ChargeRecord, MemoryStore, ProcessRecord } from "../store.js"
import { cardOfCharge, outcomeOfCard, saveCard } from "./savedCards.js"

/** How long a card that settles later stays PROCESANDO, as the reference server's sandbox. */
const SANDBOX_SETTLE_MS = 3_000
const SANDBOX_UNKNOWN_CARD_MESSAGE = "Tarjeta no habilitada en el entorno de pruebas"
const LATE_PAYMENT_MESSAGE = "El pago llegó después de que venciera la reserva: te lo devolvimos."

type Outcome = Pick<ChargeRecord, "state" | "message" | "reason" | "settlesAt">

/** The sandbox processor: the documented test cards decide; any other card is declined. */
const authorize = (outcome: keyof typeof SandboxCard | null, now: number, authenticated: boolean): Outcome => {
  switch (outcome) {
    case "approves":
    case "approvesOtherBank":
      return { state: "APROBADO", message: null, reason: null, settlesAt: null }
    case "declines":
      return { state: "RECHAZADO", message: SANDBOX_DECLINE_MESSAGE, reason: SANDBOX_DECLINE_REASON, settlesAt: null }
    case "settlesLater":
      return { state: "PROCESANDO", message: null, reason: null, settlesAt: now + SANDBOX_SETTLE_MS }
    case "asksForThreeDs":
      // Authenticated beforehand (3-D Secure 2, sbs/Payment): no further step.
      if (authenticated) return { state: "APROBADO", message: null, reason: null, settlesAt: null }
      return { state: "REQUIERE_3DS", message: null, reason: null, settlesAt: null }
    case "pendingConfirmation":
      return { state: "PENDIENTE_CONFIRMACION", message: null, reason: null, settlesAt: null }
    case null:
      return {
        state: "RECHAZADO",
        message: SANDBOX_UNKNOWN_CARD_MESSAGE,
        reason: "TARJETA_NO_HABILITADA",
        settlesAt: null,
      }
  }
}

/** A declined or cancelled charge may be tried again; any other is the process's one charge. */
const isRetryable = (state: PaymentState): boolean => state === "RECHAZADO" || state === "CANCELADO"

export const paymentStatusOf = (process: ProcessRecord, charge: ChargeRecord): PaymentStatus => ({
  idProcesoDeCompra: process.id,
  cEstado: charge.state,
  cMensaje: charge.message,
  cMotivo: charge.reason,
  cUltimos4: charge.cardLast4 === "" ? null : charge.cardLast4,
  cUrl3DS: charge.state === "REQUIERE_3DS" ? `/bancard/finish3ds/${process.id}` : null,
  idPedido: charge.orderId,
  ...(charge.wallet === undefined ? {} : { oAccionProveedor: walletActionOf(charge.state, charge.wallet) }),
})

/**
 * An approved charge: while the holds last they become sold places, an order and a PAID process;
 * if they expired first, the money goes back and the charge ends CANCELADO.
 */
export const completeApproved = (store: MemoryStore, process: ProcessRecord, charge: ChargeRecord): void => {
  const now = store.now()
  if (process.state !== "ACTIVE" || process.expiresAt <= now) {
    charge.state = "CANCELADO"
    charge.message = LATE_PAYMENT_MESSAGE
    charge.reason = "PAGO_TARDIO_DEVUELTO"
    return
  }
  for (const claim of process.claims) {
    // A bank promotion the card does not hold: the place is sold at full price (as it was charged).
    if (ticketPriceWithCard(placeToChargeOfClaim(store, claim), charge.cardBin) !== claim.price) {
      claim.price = claim.listPrice
      claim.promotionId = null
    }
    claim.state = "SOLD"
  }
  charge.state = "APROBADO"
  charge.message = null
  charge.reason = null
  charge.orderId = createOrder(store, process, charge)
  process.state = "PAID"
}

/**
 * Who pays besides the purchase (docs/saved-cards.md): the signed-in customer whose saved cards may
 * pay and who may save the card (none by payment link), and whether 3-D Secure 2 came first.
 */
export interface ChargeOptions {
  readonly customerId: number | null
  readonly authenticated: boolean
}

const NO_OPTIONS: ChargeOptions = { customerId: null, authenticated: false }

/**
 * Cobrar: one charge per process; a charge that is not declined or cancelled is answered again.
 * The purchase's language (the call's) is kept with the charge: its order's documents use it.
 */
export const charge = (
  store: MemoryStore,
  process: ProcessRecord,
  form: CardChargeRequest,
  language: AnswerLanguage,
  options: ChargeOptions = NO_OPTIONS,
): Effect.Effect<PaymentStatus, HttpProblem> =>
  Effect.gen(function* () {
    const existing = process.charge
    // A wallet payment (docs/payments.md): approved, the purchase is paid; waiting for the shopper, the card takes over.
    const takesOver = existing?.wallet !== undefined && existing.state === "PROCESANDO"
    if (existing?.wallet !== undefined && existing.state === "APROBADO")
      return yield* Effect.fail(conflict("problems.purchase.paid"))
    if (existing?.wallet !== undefined && !takesOver && !isRetryable(existing.state))
      return yield* Effect.fail(conflict("problems.purchase.paymentInProgress"))
    if (existing !== null && !takesOver && !isRetryable(existing.state)) return paymentStatusOf(process, existing)
    // No card chosen since the wallet's Cobrar2: the card pays as the credit card, as the server does.
    const cards = store.index.catalog.paymentMethods
    if (takesOver && !cards.some((method) => method.nFormaDePago === process.paymentMethod))
      process.paymentMethod = cards.find((method) => method.cTipo === "CREDITO")?.nFormaDePago ?? null
    const saved = yield* cardOfCharge(store, options.customerId, form)
    const cardBin = saved?.cBin ?? (isSavedCardCharge(form) ? "" : form.cNumeroTarjeta.slice(0, 6))
    const cardLast4 = saved?.cUltimos4 ?? (isSavedCardCharge(form) ? "" : form.cNumeroTarjeta.slice(-4))
    const { amounts, methodId } = yield* requireReadyToPay(
      store,
      takesOver ? { ...process, charge: null } : process,
      cardBin,
    )
    const cardProblem = isSavedCardCharge(form)
      ? saved === null
        ? null
        : firstSavedCardChargeProblem(form, saved, store.tenant, store.now())
      : firstChargeProblem(form, store.tenant, store.now())
    const problem = cardProblem ?? repricingProblem(form, amounts)
    if (problem !== null) return yield* fieldProblem(problem.field, problem.key)
    const plan = yield* requireInstallments(store, yield* paymentMethod(store, methodId), cardBin, amounts.total)
    const option = plan.listaCuota.find((candidate) => candidate.nCuotas === form.nCuotas)
    if (option === undefined) {
      return yield* fieldProblem("nCuotas", "payment.problems.installmentsNotOffered")
    }
    const attempt: ChargeRecord = {
      ...authorize(outcomeOfCard({ cardBin, cardLast4 }), store.now(), options.authenticated),
      cardBin,
      cardLast4,
      amount: option.fMontoTotal,
      email: form.cEmail,
      language,
      orderId: null,
    }
    const { customerId } = options
    if (
      !isSavedCardCharge(form) &&
      form.lGuardarTarjeta === true &&
      customerId !== null &&
      attempt.state !== "RECHAZADO"
    ) {
      saveCard(store, customerId, form)
    }
    process.charge = attempt
    if (attempt.state === "APROBADO") completeApproved(store, process, attempt)
    return paymentStatusOf(process, attempt)
  })

/** What the payment verification polls: a card that settles later is approved on the first poll after it does. */
export const currentPaymentStatus = (
  store: MemoryStore,
  process: ProcessRecord,
): Effect.Effect<PaymentStatus, HttpProblem> => {
  const current = process.charge
  if (current === null) return Effect.fail(notFound("problems.payment.noCharge"))
  if (current.state === "PROCESANDO" && current.settlesAt !== null && current.settlesAt <= store.now()) {
    completeApproved(store, process, current)
  }
  return Effect.succeed(paymentStatusOf(process, current))
}

/** Bancard/Confirmar3DS: the shopper finished the 3-D Secure step; the sandbox approves its own test card. */
export const confirmThreeDs = (
  store: MemoryStore,
  process: ProcessRecord,
): Effect.Effect<PaymentStatus, HttpProblem> => {
  const current = process.charge
  if (current === null) return Effect.fail(notFound("problems.payment.noCharge"))
  if (current.state === "REQUIERE_3DS") {
    if (outcomeOfCard(current) === "asksForThreeDs") completeApproved(store, process, current)
    else {
      current.state = "RECHAZADO"
      current.message = "La verificación 3-D Secure no corresponde a esta tarjeta"
      current.reason = "VERIFICACION_3DS_FALLIDA"
    }
  }
  return Effect.succeed(paymentStatusOf(process, current))
}

/** Cobrar/Cancelar: a charge still processing or waiting for 3-D Secure ends CANCELADO; the holds stay. */
export const cancelCharge = (process: ProcessRecord): Effect.Effect<null, HttpProblem> => {
  const current = process.charge
  if (current?.state === "APROBADO") return Effect.fail(conflict("problems.payment.approvedCannotCancel"))
  if (current?.state === "PENDIENTE_CONFIRMACION")
    return Effect.fail(conflict("problems.payment.awaitingBankCannotCancel"))
  if (current?.state === "PROCESANDO" || current?.state === "REQUIERE_3DS") {
    current.state = "CANCELADO"
    current.message = "Cancelaste el pago."
    current.reason = "CANCELADO_POR_EL_COMPRADOR"
  }
  return Effect.succeed(null)
}
