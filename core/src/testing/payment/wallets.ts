import * as Effect from "effect/Effect"
import type { PaymentStatus } from "../../contract/checkout.js"
import type { AnswerLanguage } from "../../contract/language.js"
import {
  notificationSigningText,
  type NotificationReceipt,
  type PaymentAttempt,
  type PaymentNotification,
  type PaymentProviderGroup,
  type PaymentProviderId,
  type PrevalidationProblem,
  type PrevalidationReport,
  type WalletProviderId,
} from "../../contract/wallets.js"
import {
  acceptedProviders,
  amountLimitProblem,
  paymentProviderGroups,
  type OfferedMethod,
} from "../../rules/paymentProviders.js"
import { requireOpen } from "../access.js"
import { badRequest, notFound, unauthorized, type HttpProblem } from "../problem.js"
import { amountsOf, requireReadyToPay } from "../purchase/checkout.js"
import { randomDigits } from "../random.js"
import type { CustomerRecord, MemoryStore, ProcessRecord } from "../store.js"
import { completeApproved, paymentStatusOf } from "./charges.js"

/** The wallet methods the reference server knows (its migration 017), with their limits. */
const WALLET_METHODS: ReadonlyArray<OfferedMethod> = [
  {
    nFormaDePago: 11,
    cNombre: "Mercado Pago",
    cTipo: "BILLETERA",
    provider: "MERCADO_PAGO",
    minimum: 100,
    maximum: 3_000_000,
    maxInstallments: 12,
  },
  {
    nFormaDePago: 12,
    cNombre: "MODO",
    cTipo: "BILLETERA",
    provider: "MODO",
    minimum: 100,
    maximum: 1_000_000,
    maxInstallments: 1,
  },
  {
    nFormaDePago: 13,
    cNombre: "PayPal",
    cTipo: "BILLETERA",
    provider: "PAYPAL",
    minimum: 100,
    maximum: 1_500_000,
    maxInstallments: 1,
  },
  {
    nFormaDePago: 14,
    cNombre: "Tigo Money",
    cTipo: "BILLETERA",
    provider: "TIGO_MONEY",
    minimum: 100,
    maximum: 500_000,
    maxInstallments: 1,
  },
  {
    nFormaDePago: 15,
    cNombre: "Apple Pay",
    cTipo: "BILLETERA",
    provider: "APPLE_PAY",
    minimum: 100,
    maximum: 2_000_000,
    maxInstallments: 1,
  },
]

/** What the memory wallets sign their notifications with, as the server's PAYMENT_NOTIFICATION_SECRET. */
const MEMORY_NOTIFICATION_SECRET = "memory-wallet-sandbox"

/** The sandbox's pages, as the reference server serves them. */
const SANDBOX_SLUG: Readonly<Record<WalletProviderId, string>> = {
  MERCADO_PAGO: "mercadopago",
  MODO: "modo",
  PAYPAL: "paypal",
  TIGO_MONEY: "tigomoney",
  APPLE_PAY: "applepay",
}

/** Every method the tenant offers: the cards of the catalogue and the wallets its acceptedPayments names. */
const offeredMethods = (store: MemoryStore): ReadonlyArray<OfferedMethod> => {
  const offered = acceptedProviders(store.tenant.acceptedPayments)
  const cards: ReadonlyArray<OfferedMethod> = store.index.catalog.paymentMethods.map((method) => ({
    ...method,
    provider: "TARJETA",
    minimum: 0,
    maximum: null,
    maxInstallments: 12,
  }))
  return [...cards, ...WALLET_METHODS].filter((method) => offered.has(method.provider))
}

/** A wallet charge has no card: no bank promotion applies. */
const walletTotal = (store: MemoryStore, process: ProcessRecord) => amountsOf(store, process, "").total

export const paymentMethods2 = (store: MemoryStore, process: ProcessRecord): ReadonlyArray<PaymentProviderGroup> =>
  paymentProviderGroups(
    offeredMethods(store),
    store.tenant.acceptedPayments,
    walletTotal(store, process),
    store.index.catalog.paymentMethods[0]?.cNombre ?? "",
  )

/** Every attempt at paying each process, as the server's payment_attempts keeps them. */
const attempts = new WeakMap<ProcessRecord, Array<PaymentAttempt>>()

const recordAttempt = (store: MemoryStore, process: ProcessRecord, status: PaymentStatus, method: OfferedMethod) => {
  const at = new Date(store.now()).toISOString()
  const list = attempts.get(process) ?? []
  list.push({
    nIntento: list.length + 1,
    cProveedor: method.provider,
    nFormaDePago: method.nFormaDePago,
    cEstado: status.cEstado,
    fMonto: process.charge?.amount ?? 0,
    cUltimos4: null,
    cReferencia: process.charge?.wallet?.reference ?? null,
    cMotivo: null,
    dInicio: at,
    dActualizacion: at,
  })
  attempts.set(process, list)
}

/** Proceso2's attempts: the wallet attempts recorded here, then the card charge that replaced them, if any. */
export const attemptsOf = (process: ProcessRecord): ReadonlyArray<PaymentAttempt> => {
  const list = (attempts.get(process) ?? []).map((attempt) =>
    attempt.cReferencia === process.charge?.wallet?.reference
      ? { ...attempt, cEstado: process.charge.state, cMotivo: process.charge.reason }
      : attempt,
  )
  const charge = process.charge
  if (charge === null || charge.wallet !== undefined) return list
  return [
    ...list,
    {
      nIntento: list.length + 1,
      cProveedor: "TARJETA",
      nFormaDePago: process.paymentMethod,
      cEstado: charge.state,
      fMonto: charge.amount,
      cUltimos4: charge.cardLast4,
      cReferencia: null,
      cMotivo: charge.reason,
      // The memory backend keeps no times of a card charge: the purchase's start stands for them.
      dInicio: new Date(process.startedAt).toISOString(),
      dActualizacion: new Date(process.startedAt).toISOString(),
    },
  ]
}

/** Cobrar2: the purchase waits PROCESANDO at the wallet until its notification settles it. */
export const chargeWallet = (
  store: MemoryStore,
  process: ProcessRecord,
  customer: CustomerRecord,
  methodId: number,
  language: AnswerLanguage,
): Effect.Effect<PaymentStatus, HttpProblem> =>
  Effect.gen(function* () {
    const existing = process.charge
    if (existing !== null && existing.state !== "RECHAZADO" && existing.state !== "CANCELADO")
      return paymentStatusOf(process, existing)
    const method = offeredMethods(store).find((candidate) => candidate.nFormaDePago === methodId)
    if (method === undefined) {
      if (!WALLET_METHODS.some((candidate) => candidate.nFormaDePago === methodId))
        return yield* notFound("problems.checkout.noPaymentMethod", { method: methodId })
      return yield* badRequest("payment.problems.walletNotOffered")
    }
    if (method.provider === "TARJETA") return yield* badRequest("payment.problems.cardNeedsCardForm")
    yield* requireOpen(process, store.now())
    const before = process.paymentMethod
    process.paymentMethod = methodId
    const restore = Effect.sync(() => void (process.paymentMethod = before))
    const { amounts } = yield* Effect.tapError(requireReadyToPay(store, process, ""), () => restore)
    const total = amounts.total
    const problem = amountLimitProblem(total, method.minimum, method.maximum)
    if (problem !== null) {
      process.paymentMethod = before
      return yield* badRequest(
        problem === "MONTO_MENOR_AL_MINIMO" ? "payment.problems.belowMinimum" : "payment.problems.aboveMaximum",
        {
          provider: method.cNombre,
          amount: problem === "MONTO_MENOR_AL_MINIMO" ? method.minimum : (method.maximum ?? 0),
        },
      )
    }
    const provider = method.provider
    const reference = `${provider}-${process.id}-${randomDigits(8)}`
    process.charge = {
      state: "PROCESANDO",
      message: null,
      reason: null,
      cardBin: "",
      cardLast4: "",
      amount: total,
      email: customer.email,
      language,
      settlesAt: null,
      orderId: null,
      wallet: { provider, reference, actionUrl: `/sandbox/${SANDBOX_SLUG[provider]}/${reference}` },
    }
    const status = paymentStatusOf(process, process.charge)
    recordAttempt(store, process, status, method)
    return status
  })

/** PreValidacion2: every problem at once, and per offered method whether its provider takes the total. */
export const prevalidationReport = (
  store: MemoryStore,
  process: ProcessRecord,
  view: PrevalidationReport["oProceso"],
): Effect.Effect<PrevalidationReport, HttpProblem> =>
  Effect.gen(function* () {
    yield* requireOpen(process, store.now())
    const amounts = amountsOf(store, process, null)
    const listaProblema: Array<PrevalidationProblem> = []
    // Without the locale's texts, a key stands for its text, as in the memory backend's refusals.
    if (amounts.places === 0) listaProblema.push({ cCodigo: "SIN_LUGARES", cMensaje: "payment.problems.cartEmpty" })
    if (process.deliveryTypeId === null)
      listaProblema.push({ cCodigo: "SIN_ENTREGA", cMensaje: "payment.problems.deliveryMissing" })
    const wallets = walletTotal(store, process)
    const listaFormaDePago = offeredMethods(store).map((method) => {
      const code = amountLimitProblem(
        method.provider === "TARJETA" ? amounts.total : wallets,
        method.minimum,
        method.maximum,
      )
      const problems: ReadonlyArray<PrevalidationProblem> =
        code === null
          ? []
          : [
              {
                cCodigo: code,
                cMensaje:
                  code === "MONTO_MENOR_AL_MINIMO" ? "payment.problems.belowMinimum" : "payment.problems.aboveMaximum",
              },
            ]
      return {
        nFormaDePago: method.nFormaDePago,
        cProveedor: method.provider,
        lDisponible: problems.length === 0,
        listaProblema: problems,
      }
    })
    return {
      lValido: listaProblema.length === 0 && listaFormaDePago.some((method) => method.lDisponible),
      oProceso: view,
      listaProblema,
      listaFormaDePago,
    }
  })

interface Subtle {
  importKey(
    format: "raw",
    key: Uint8Array,
    algorithm: object,
    extractable: boolean,
    uses: ReadonlyArray<string>,
  ): Promise<unknown>
  sign(algorithm: string, key: unknown, data: Uint8Array): Promise<ArrayBuffer>
}

/** HMAC-SHA256 (hex) through Web Crypto, which browsers and Node both have. */
const hmacHex = async (secret: string, text: string): Promise<string> => {
  const subtle = (globalThis as unknown as { readonly crypto: { readonly subtle: Subtle } }).crypto.subtle
  const encoder = new TextEncoder()
  const key = await subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  const signature = new Uint8Array(await subtle.sign("HMAC", key, encoder.encode(text)))
  return [...signature].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}

/** Signs a notification as the memory backend's wallets do. */
const signMemoryNotification = (provider: PaymentProviderId, notification: PaymentNotification) =>
  hmacHex(MEMORY_NOTIFICATION_SECRET, notificationSigningText(provider, notification))

/** Notification ids already received, per backend. */
const received = new WeakMap<MemoryStore, Set<string>>()

/** The wallet's notification: signed, applied once, as the reference server applies it. */
export const receiveNotification = (
  store: MemoryStore,
  processes: Iterable<ProcessRecord>,
  provider: PaymentProviderId,
  notification: PaymentNotification,
  signature: string | undefined,
): Effect.Effect<NotificationReceipt, HttpProblem> =>
  Effect.gen(function* () {
    const expected = yield* Effect.promise(() => signMemoryNotification(provider, notification))
    if (signature !== expected) return yield* unauthorized("problems.payment.badSignature")
    const seen = received.get(store) ?? new Set<string>()
    received.set(store, seen)
    const id = `${provider}:${notification.cIdNotificacion}`
    if (seen.has(id)) return { lAplicada: false }
    const process = [...processes].find((candidate) => candidate.charge?.wallet?.reference === notification.cReferencia)
    if (process === undefined || process.charge === null) return yield* notFound("problems.payment.noWalletPayment")
    seen.add(id)
    const charge = process.charge
    const awaiting = charge.state === "PROCESANDO" || charge.state === "PENDIENTE_CONFIRMACION"
    const next =
      notification.cEstado === "APROBADO"
        ? "APROBADO"
        : notification.cEstado === "PENDIENTE"
          ? "PENDIENTE_CONFIRMACION"
          : "RECHAZADO"
    if (!awaiting || next === charge.state) return { lAplicada: false }
    if (next === "APROBADO") completeApproved(store, process, charge)
    else {
      charge.state = next
      if (next === "RECHAZADO") {
        charge.message = "La billetera rechazó el pago."
        charge.reason = "RECHAZADO_POR_LA_BILLETERA"
      }
    }
    return { lAplicada: true }
  })
