// A shopper's purchase over HTTP, step by step as the shop makes it: the cluster test and
// `npm run storm` drive the same calls.
import type { DeliveryType, PaymentMethod, PaymentStatus, PurchaseProcess } from "../../core/src/contract/index.js"
import { AUTHORIZATION_HEADER, PURCHASE_KEY_HEADER } from "../../core/src/contract/endpoints/wire.js"
import { SandboxCard } from "../../core/src/contract/sandboxCards.js"
import { chargeForm, SIGN_UP_PASSWORD, signUpForm } from "../../tests/support/forms.js"
import type { Answer, HttpClient } from "./httpClient.js"

/** What a purchase's later calls carry: the signed-in customer and the key the first take answered. */
export interface Held {
  readonly idProcesoDeCompra: number
  readonly cClaveProceso: string
}

/** A new customer; answers the session token (Cliente/Insertar signs them in). */
export const signUp = async (client: HttpClient, email: string): Promise<string> => {
  const answer = await client.call<{ token: string }>("POST", "/v2/Cliente/Insertar", signUpForm(email))
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.data)}`)
  return answer.data.token
}

/** Logs in a customer signed up with the sign-up form's password; answers the session token, or the refusal. */
export const logIn = async (
  client: HttpClient,
  email: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer<{ token: string } | string>> =>
  client.call<{ token: string } | string>(
    "POST",
    "/v2/Cliente/Ingreso/Token",
    { cEmail: email, cClave: SIGN_UP_PASSWORD },
    headers,
  )

/** Each call of a purchase, named as the storm reports its latency. */
type Step =
  "Ingreso" | "Tomar" | "TomarGrupo" | "TiposDeEntrega" | "EntregaTipo" | "FormasDePago" | "FormaDePago" | "Cobrar"

/** Called with every answer: the storm keeps latencies, the test keeps nothing. */
export type Observe = (step: Step, answer: Answer) => void

/** Numbered seats of a function into a new purchase (Tomar with process 0). */
export const takeSeats = async (
  client: HttpClient,
  idFuncion: number,
  seatIds: ReadonlyArray<number>,
  headers: Readonly<Record<string, string>> = {},
  observe: Observe = () => undefined,
): Promise<Answer<PurchaseProcess | string>> => {
  const body = { idFuncion, listaIdPosicion: seatIds, idPromocion: null }
  const answer = await client.call<PurchaseProcess | string>("POST", "/v2/Proceso/0/Posiciones/Tomar", body, headers)
  observe("Tomar", answer)
  return answer
}

/** `count` best-available places of a general-admission sector into a new purchase (TomarGrupo). */
export const takeGroup = async (
  client: HttpClient,
  place: { readonly idFuncion: number; readonly idSector: number; readonly count: number },
  headers: Readonly<Record<string, string>> = {},
  observe: Observe = () => undefined,
): Promise<Answer<PurchaseProcess | string>> => {
  const body = { idFuncion: place.idFuncion, idSector: place.idSector, nCantidad: place.count, idPromocion: null }
  const answer = await client.call<PurchaseProcess | string>(
    "POST",
    "/v2/Proceso/0/Posiciones/TomarGrupo",
    body,
    headers,
  )
  observe("TomarGrupo", answer)
  return answer
}

/** Where a checkout ended: paid, or the step that failed and its answer. */
export type CheckoutResult =
  | { readonly paid: true }
  | { readonly paid: false; readonly step: Step; readonly status: number; readonly message: string }

const refused = (step: Step, answer: Answer): CheckoutResult => ({
  paid: false,
  step,
  status: answer.status,
  message: typeof answer.data === "string" ? answer.data.slice(0, 200) : (answer.error ?? JSON.stringify(answer.data)),
})

/**
 * The checkout as the shop makes it: e-ticket delivery, credit card, Cobrar with the sandbox card
 * that approves. Paid means Cobrar answered APROBADO.
 */
export const checkout = async (
  client: HttpClient,
  purchase: Held,
  token: string,
  email: string,
  observe: Observe = () => undefined,
): Promise<CheckoutResult> => {
  const headers = { [AUTHORIZATION_HEADER]: `Bearer ${token}`, [PURCHASE_KEY_HEADER]: purchase.cClaveProceso }
  const path = (step: string) => `/v2/Proceso/${purchase.idProcesoDeCompra}${step}`
  const step = async <T>(name: Step, method: string, to: string, body?: unknown) => {
    const answer = await client.call<T>(method, path(to), body, headers)
    observe(name, answer)
    return answer
  }
  const types = await step<ReadonlyArray<DeliveryType>>("TiposDeEntrega", "GET", "/TiposDeEntrega")
  const eTicket = types.status === 200 ? types.data.find((type) => type.cCodigo === "ETICKET") : undefined
  if (eTicket === undefined) return refused("TiposDeEntrega", types)
  const delivery = await step("EntregaTipo", "POST", "/EntregaTipo/Seleccionar", {
    idEntregaTipo: eTicket.idEntregaTipo,
    idClienteDomicilio: null,
  })
  if (delivery.status !== 200) return refused("EntregaTipo", delivery)
  const methods = await step<ReadonlyArray<PaymentMethod>>("FormasDePago", "GET", "/FormasDePago")
  const credit = methods.status === 200 ? methods.data.find((method) => method.cTipo === "CREDITO") : undefined
  if (credit === undefined) return refused("FormasDePago", methods)
  const method = await step("FormaDePago", "POST", "/FormaDePago/Seleccionar", { nFormaDePago: credit.nFormaDePago })
  if (method.status !== 200) return refused("FormaDePago", method)
  const charge = await step<PaymentStatus>(
    "Cobrar",
    "POST",
    "/Cobrar",
    chargeForm(SandboxCard.approves, { cEmail: email }),
  )
  return charge.status === 200 && charge.data.cEstado === "APROBADO" ? { paid: true } : refused("Cobrar", charge)
}

/** The payment's state as the shop polls it (GET /v3/procesodecompra/{id}): after a Cobrar whose answer was lost. */
export const paymentState = async (client: HttpClient, purchase: Held, token: string): Promise<string | null> => {
  const answer = await client.call<PaymentStatus>(
    "GET",
    `/v3/procesodecompra/${purchase.idProcesoDeCompra}`,
    undefined,
    {
      [AUTHORIZATION_HEADER]: `Bearer ${token}`,
      [PURCHASE_KEY_HEADER]: purchase.cClaveProceso,
    },
  )
  return answer.status === 200 ? answer.data.cEstado : null
}
