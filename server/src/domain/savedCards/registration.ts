import {
  validateCardNumber,
  validateExpiry,
  validateSecurityCode,
  detectCardBrand,
  calendarDateAt,
  TENANT_TIME_ZONE,
  type CardRegistration,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import { hashToken, issueToken } from "../../security/tokens.js"
import type { CardDetails } from "../../payments/provider.js"
import {
  insertRegistration,
  markRegistrationUsed,
  openRegistrationRow,
  type OpenRegistration,
} from "../../store/payments/cardRegistrations.js"
import { saveCard } from "./savedCards.js"

/** How long the provider's page to save a card stays open. */
const REGISTRATION_MS = 15 * 60_000

/** The sandbox provider's page for a registration (its id is the page's capability). */
export const registrationPagePath = (token: string): string => `/sandbox/bancard/tarjeta/${token}`

/** Where the page returns to: the purchase's payment step when saving while paying, else "my cards". */
const returnPath = (processId: number | null): string => (processId === null ? "/myCards" : `/BuyTicket/${processId}`)

/**
 * card/BancardiFrame(2): a registration for the customer (and the purchase it returns to); the
 * answer is what the provider's iFrame needs: its process id and page.
 */
export const startRegistration = async (
  deps: Pick<ServerDeps, "db" | "now">,
  customerId: number,
  processId: number | null,
): Promise<CardRegistration> => {
  const { token, kept } = issueToken(deps.now(), REGISTRATION_MS)
  await insertRegistration(deps.db, { ...kept, customerId, processId })
  return { cProcesoId: token, cUrl: registrationPagePath(token) }
}

/** The registration a page's token opens while it is unused and its time lasts, or null. */
export const openRegistration = (
  deps: Pick<ServerDeps, "db" | "now">,
  token: string,
): Promise<OpenRegistration | null> => openRegistrationRow(deps.db, hashToken(token), new Date(deps.now()))

/** The page's form, as posted. */
export interface RegistrationForm {
  readonly number: string
  readonly holder: string
  readonly month: string
  readonly year: string
  readonly code: string
}

/** The posted card as the processor takes it, checked with the card form's rules; null if any fails. */
const cardOfForm = (deps: Pick<ServerDeps, "tenant" | "now">, form: RegistrationForm): CardDetails | null => {
  const { flags, cardSecurityCodeLengths } = deps.tenant
  const number = validateCardNumber(form.number, flags)
  const expiry = validateExpiry(
    { month: form.month, year: form.year },
    calendarDateAt(deps.now(), TENANT_TIME_ZONE),
    flags,
  )
  if (!number.ok || !expiry.ok || form.holder.trim() === "") return null
  const digits = form.number.replace(/\D/gu, "")
  const code = validateSecurityCode(form.code, detectCardBrand(digits), cardSecurityCodeLengths, flags)
  if (!code.ok) return null
  return {
    number: digits,
    holder: form.holder.trim(),
    expiryMonth: expiry.value.month,
    expiryYear: expiry.value.year,
    securityCode: code.value,
  }
}

/**
 * The page was posted: the card is saved for the registration's customer (the processor answers its
 * alias), the registration is used up, and the shopper goes back to the shop. Answers where to, or
 * null when the card is not valid (the page shows it again).
 */
export const completeRegistration = async (
  deps: Pick<ServerDeps, "db" | "now" | "tenant" | "providers">,
  token: string,
  registration: OpenRegistration,
  form: RegistrationForm,
): Promise<string | null> => {
  const card = cardOfForm(deps, form)
  if (card === null) return null
  await saveCard(deps.db, deps.providers.card, registration.customer_id, card, deps.now())
  await markRegistrationUsed(deps.db, hashToken(token), new Date(deps.now()))
  return returnPath(registration.process_id)
}
