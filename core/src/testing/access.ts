import * as Effect from "effect/Effect"
import type { Caller } from "../contract/endpoints/endpoint.js"
import { conflict, gone, notFound, unauthorized, type HttpProblem } from "./problem.js"
import type { CustomerRecord, MemoryStore, ProcessRecord } from "./store.js"

/** The customer a token signs in now; null when it is missing, unknown or its session is over. */
export const customerOfToken = (store: MemoryStore, token: string | null): CustomerRecord | null => {
  const session = token === null ? undefined : store.sessions.get(token)
  if (session === undefined || session.expiresAt <= store.now()) return null
  return store.customers.get(session.customerId) ?? null
}

export const requireCustomer = (store: MemoryStore, caller: Caller): Effect.Effect<CustomerRecord, HttpProblem> => {
  const customer = customerOfToken(store, caller.token)
  return customer === null ? Effect.fail(unauthorized()) : Effect.succeed(customer)
}

const NO_PROCESS = "problems.purchase.notFound"
const EXPIRED = "problems.purchase.expired"

/** Charge states that mean money may be on its way: the cart cannot change under them. */
const CHARGE_IN_FLIGHT = new Set(["VERIFICANDO", "PROCESANDO", "REQUIERE_3DS", "PENDIENTE_CONFIRMACION"])

export const chargeInFlight = (process: ProcessRecord): boolean =>
  process.charge !== null && CHARGE_IN_FLIGHT.has(process.charge.state)

/** A wallet payment still waiting for the shopper on the wallet's page: a card may take the purchase over (docs/payments.md). */
const walletAwaitsShopper = (process: ProcessRecord): boolean =>
  process.charge?.state === "PROCESANDO" && process.charge.wallet !== undefined

/** Active, but its time is over: its holds already count as free. */
const isExpired = (process: ProcessRecord, now: number): boolean =>
  process.state === "ACTIVE" && process.expiresAt <= now

/**
 * The process, for a caller who holds its key (common rule of the purchase key). A wrong key
 * answers exactly like a missing process (404). A customer's process also needs that customer's
 * token: none asks for login (401), another's is a 404. An anonymous process is adopted by a
 * signed-in caller who holds its key, and is theirs from then on.
 */
export const findProcess = (
  store: MemoryStore,
  id: number,
  caller: Caller,
): Effect.Effect<ProcessRecord, HttpProblem> => {
  const process = store.processes.get(id)
  if (process === undefined || caller.purchaseKey !== process.key) return Effect.fail(notFound(NO_PROCESS))
  const customer = customerOfToken(store, caller.token)
  if (process.customerId === null) {
    if (customer !== null) process.customerId = customer.id
    return Effect.succeed(process)
  }
  if (customer === null) return Effect.fail(unauthorized())
  return customer.id === process.customerId ? Effect.succeed(process) : Effect.fail(notFound(NO_PROCESS))
}

/**
 * A process that can still change: active, within its time, with no payment on its way. Reading the
 * checkout's steps (`walletMayWait`) may also follow a wallet payment the shopper left waiting.
 */
export const requireOpen = (
  process: ProcessRecord,
  now: number,
  walletMayWait = false,
): Effect.Effect<void, HttpProblem> => {
  if (process.state === "PAID") return Effect.fail(conflict("problems.purchase.paid"))
  if (process.state === "INVALIDATED") return Effect.fail(gone("problems.purchase.canceled"))
  if (isExpired(process, now)) return Effect.fail(gone(EXPIRED))
  if (chargeInFlight(process) && !(walletMayWait && walletAwaitsShopper(process)))
    return Effect.fail(conflict("problems.purchase.paymentInProgress"))
  return Effect.void
}

/** Readable while it lives, and once paid (its order is what it became). */
export const requireVisible = (process: ProcessRecord, now: number): Effect.Effect<void, HttpProblem> => {
  if (process.state === "INVALIDATED") return Effect.fail(gone("problems.purchase.canceled"))
  if (isExpired(process, now)) return Effect.fail(gone(EXPIRED))
  return Effect.void
}

/** The process open for a change by this caller. */
export const openProcess = (
  store: MemoryStore,
  id: number,
  caller: Caller,
  walletMayWait = false,
): Effect.Effect<ProcessRecord, HttpProblem> =>
  Effect.tap(findProcess(store, id, caller), (process) => requireOpen(process, store.now(), walletMayWait))

/**
 * The process open for a change by this caller: a wallet payment that waited for the shopper is
 * abandoned (they came back and change the purchase), as the reference server does (docs/payments.md).
 */
export const openForChange = (
  store: MemoryStore,
  id: number,
  caller: Caller,
): Effect.Effect<ProcessRecord, HttpProblem> =>
  Effect.flatMap(findProcess(store, id, caller), (process) => {
    if (walletAwaitsShopper(process) && process.charge !== null) {
      process.charge.state = "CANCELADO"
      process.charge.message = "Volviste a la compra: cancelamos el pago con la billetera."
      process.charge.reason = "CANCELADO_POR_EL_COMPRADOR"
    }
    return Effect.as(requireOpen(process, store.now()), process)
  })
