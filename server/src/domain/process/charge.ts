import {
  firstSavedCardChargeProblem,
  isRefusal,
  isSavedCardCharge,
  NotReadyToPay,
  PaymentRefused,
  SavedCardRefused,
  repricingProblem,
  type AnswerLanguage,
  type CardChargeRequest,
  type ChargeAmounts,
  type PaymentStatus,
  type Refusal,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { Queryable } from "../../db/database.js"
import type { CardDetails, ChargeAttempt, SavedCardReference } from "../../payments/provider.js"
import { chargeOf, writeCardAttempt } from "../../store/payments/charges.js"
import type { ProcessRow } from "../../store/purchases/processes.js"
import { findSavedCard, rememberHolder, saveCard } from "../savedCards/savedCards.js"
import { refusingTransaction } from "../transaction.js"
import { closedRefusal, findProcess, type PurchaseCaller } from "./access.js"
import { amountsOf, type ProcessAmounts } from "./amounts.js"
import { checkCardForm } from "./cardForm.js"
import { IN_FLIGHT, isRetryable, paymentStatusOf } from "./chargeRecord.js"
import { paymentMethod } from "./checkout.js"
import { requireInstallments } from "./installments.js"
import { mailOrderConfirmation } from "./orderMail.js"
import { recordAnswer } from "./settle.js"
import { takeOverWalletAttempt } from "./walletTakeover.js"

type ChargeDeps = Pick<ServerDeps, "db" | "providers" | "tenant" | "now" | "mail" | "log">

/** What must be chosen before paying (PreValidacion checks the same); answers the amounts with this card, or why not. */
export const readyToPay = async (tx: Queryable, process: ProcessRow, now: number, cardBin: string | null = null) => {
  const closed = closedRefusal(process, now)
  if (closed !== null) return closed
  const amounts = await amountsOf(tx, process.id, now, cardBin)
  if (amounts.places === 0) return new NotReadyToPay({ key: "payment.problems.cartEmpty" })
  if (process.delivery_type_id === null) return new NotReadyToPay({ key: "payment.problems.deliveryMissing" })
  if (process.payment_method === null) return new NotReadyToPay({ key: "payment.problems.methodMissing" })
  return { amounts, methodId: process.payment_method }
}

type Started =
  { readonly answered: PaymentStatus } | { readonly attempt: ChargeAttempt; readonly cardToSave: CardDetails | null }

/**
 * Who pays besides the purchase's own check (docs/saved-cards.md): the signed-in customer whose
 * saved cards may pay and who may save the card (none by payment link), and whether the card
 * passed a 3-D Secure 2 authentication first (sbs/Payment).
 */
export interface ChargeOptions {
  readonly customerId: number | null
  readonly authenticated: boolean
}

const NO_OPTIONS: ChargeOptions = { customerId: null, authenticated: false }

interface CardToCharge {
  readonly cardBin: string
  readonly cardLast4: string
  readonly card: CardDetails | SavedCardReference
}

/** The BIN of a Cobrar body's card: a saved card's when it is the caller's, else null (refused later). */
const binOf = async (tx: Queryable, form: CardChargeRequest, customerId: number | null): Promise<string | null> => {
  if (!isSavedCardCharge(form)) return form.cNumeroTarjeta.slice(0, 6)
  const saved = customerId === null ? null : await findSavedCard(tx, customerId, form.cAliasToken)
  return saved?.cBin ?? null
}

/**
 * The card a Cobrar body names, checked with the payment form's rules: a new card as the card form
 * checks it; a saved one (the caller's own, else 400) by the holder's part and its stored expiry.
 */
const cardToCharge = async (
  tx: Queryable,
  deps: ChargeDeps,
  form: CardChargeRequest,
  customerId: number | null,
  amounts: Pick<ChargeAmounts, "repriced">,
): Promise<CardToCharge | PaymentRefused | SavedCardRefused> => {
  const now = deps.now()
  if (!isSavedCardCharge(form)) {
    const refused = checkCardForm(form, deps.tenant, now, amounts)
    if (refused !== null) return refused
    const card = {
      number: form.cNumeroTarjeta,
      holder: form.cTitular,
      expiryMonth: form.nMesVencimiento,
      expiryYear: form.nAnioVencimiento,
      securityCode: form.cCodigoSeguridad,
    }
    return { cardBin: form.cNumeroTarjeta.slice(0, 6), cardLast4: form.cNumeroTarjeta.slice(-4), card }
  }
  const saved = customerId === null ? null : await findSavedCard(tx, customerId, form.cAliasToken)
  if (saved === null) return new SavedCardRefused({ key: "problems.savedCard.notFound", field: "cAliasToken" })
  const problem = firstSavedCardChargeProblem(form, saved, deps.tenant, now) ?? repricingProblem(form, amounts)
  if (problem !== null) return new PaymentRefused({ key: problem.key, field: problem.field })
  const reference = { aliasToken: saved.cAliasToken, cardBin: saved.cBin, cardLast4: saved.cUltimos4 }
  return { cardBin: saved.cBin, cardLast4: saved.cUltimos4, card: reference }
}

/**
 * What the card pays, from the process's amounts: all of them for a purchase; an exchange pays only
 * the difference with the tickets it replaces (domain/exchanges).
 */
export type AmountDue = (tx: Queryable, amounts: ProcessAmounts) => Promise<number | Refusal>

const wholeAmount: AmountDue = (_tx, amounts) => Promise.resolve(amounts.total)

/**
 * Finds the process a charge is for and locks its row, checking who may pay it: Cobrar by the
 * purchase's key and owner, a payment link by its token (paymentLink.ts).
 */
export type OpenForCharge = (tx: Queryable) => Promise<ProcessRow | Refusal>

/**
 * Transaction 1, under the process's lock: a charge that is not declined or cancelled is answered
 * again (so the processor is never called twice); otherwise the card is checked with core's rules
 * and the new attempt is written in flight, with only the card's BIN and last 4 digits.
 */
const startAttempt = (
  deps: ChargeDeps,
  processId: number,
  open: OpenForCharge,
  form: CardChargeRequest,
  language: AnswerLanguage,
  amountDue: AmountDue,
  options: ChargeOptions,
): Promise<Started | Refusal> =>
  refusingTransaction(deps.db, async (tx): Promise<Started | Refusal> => {
    const now = deps.now()
    const opened = await open(tx)
    if (isRefusal(opened)) return opened
    const found = await chargeOf(tx, processId)
    const process = await takeOverWalletAttempt(tx, opened, found, now)
    if (isRefusal(process)) return process
    // A wallet payment the card took over is cancelled now: the card's attempt follows it.
    const existing = found === null || process === opened ? found : { ...found, state: "CANCELADO" as const }
    if (existing !== null && !isRetryable(existing.state)) return { answered: paymentStatusOf(existing) }
    // A bank promotion this card does not hold puts its places at full price: charged only if agreed.
    const ready = await readyToPay(tx, process, now, await binOf(tx, form, options.customerId))
    if (isRefusal(ready)) return ready
    const { amounts, methodId } = ready
    const toCharge = await cardToCharge(tx, deps, form, options.customerId, amounts)
    if (isRefusal(toCharge)) return toCharge
    const { cardBin, cardLast4, card } = toCharge
    const due = await amountDue(tx, amounts)
    if (isRefusal(due)) return due
    const method = await paymentMethod(tx, deps.providers.card.id, methodId)
    if (isRefusal(method)) return method
    const plan = await requireInstallments(tx, method, cardBin, due)
    if (isRefusal(plan)) return plan
    const option = plan.listaCuota.find((candidate) => candidate.nCuotas === form.nCuotas)
    if (option === undefined)
      return new PaymentRefused({ key: "payment.problems.installmentsNotOffered", field: "nCuotas" })
    const attempt = (existing?.attempt ?? 0) + 1
    await writeCardAttempt(
      tx,
      {
        processId,
        state: IN_FLIGHT,
        attempt,
        cardBin,
        cardLast4,
        installments: option.nCuotas,
        amount: option.fMontoTotal,
        email: form.cEmail,
        language,
        provider: deps.providers.card.id,
      },
      now,
    )
    const { authenticated } = options
    const keep = !isSavedCardCharge(form) && form.lGuardarTarjeta === true && options.customerId !== null
    return {
      attempt: { processId, attempt, amount: option.fMontoTotal, installments: option.nCuotas, card, authenticated },
      cardToSave: keep && "number" in card ? card : null,
    }
  })

/**
 * A card the shopper asked to keep, once the processor did not decline it: a failure to save it
 * does not undo the payment (it is logged, without the card).
 */
const keepCard = async (deps: ChargeDeps, customerId: number | null, card: CardDetails): Promise<void> => {
  if (customerId === null) return
  try {
    await saveCard(deps.db, deps.providers.card, customerId, card, deps.now())
  } catch (error) {
    deps.log({ level: "warn", message: "card not saved", error: (error as Error).name })
  }
}

/**
 * The holder's document and birth date, kept with the saved card that paid (or was saved by this
 * payment), so the card form does not ask them again; like keepCard, a failure undoes nothing.
 */
const keepHolder = async (
  deps: ChargeDeps,
  customerId: number | null,
  form: CardChargeRequest,
  saved: CardDetails | null,
): Promise<void> => {
  if (customerId === null || (!isSavedCardCharge(form) && saved === null)) return
  const card = isSavedCardCharge(form)
    ? { aliasToken: form.cAliasToken }
    : { bin: saved!.number.slice(0, 6), last4: saved!.number.slice(-4) }
  const holder = {
    cTipoDocumento: form.cTipoDocumento,
    cNumeroDocumento: form.cNumeroDocumento,
    oFechaNacimiento: form.oFechaNacimiento,
  }
  try {
    await rememberHolder(deps.db, customerId, card, holder)
  } catch (error) {
    deps.log({ level: "warn", message: "card holder not kept", error: (error as Error).name })
  }
}

/**
 * Cobrar: one charge per process, in three steps so that no database connection or row lock is
 * held while the processor answers (1–3 s for a real one): the attempt is written in flight; the
 * processor is asked, outside any transaction; its answer is recorded like a status poll's, an
 * approval selling the places (or refunding, if the holds expired meanwhile). A decline keeps the
 * holds, so the shopper can try another card. The call's language is the purchase's: the order's
 * e-ticket and confirmation mail are written in it.
 */
export const chargeProcess = (
  deps: ChargeDeps,
  processId: number,
  caller: PurchaseCaller,
  form: CardChargeRequest,
  language: AnswerLanguage,
  authenticated = false,
): Promise<PaymentStatus | Refusal> =>
  chargeOpenedProcess(
    deps,
    processId,
    (tx) => findProcess(tx, processId, caller, { lock: true }),
    form,
    language,
    wholeAmount,
    { customerId: caller.customerId, authenticated },
  )

/** Cobrar's three steps for a process `open` finds and locks: the one way any caller charges a purchase. */
export const chargeOpenedProcess = async (
  deps: ChargeDeps,
  processId: number,
  open: OpenForCharge,
  form: CardChargeRequest,
  language: AnswerLanguage,
  amountDue: AmountDue = wholeAmount,
  options: ChargeOptions = NO_OPTIONS,
): Promise<PaymentStatus | Refusal> => {
  const started = await startAttempt(deps, processId, open, form, language, amountDue, options)
  if (isRefusal(started)) return started
  if ("answered" in started) return started.answered
  // Should this throw, the charge stays in flight: the processor may have charged, so the status
  // polling settles it (paymentStatus.ts), never a second authorize.
  const answer = await deps.providers.card.authorize(started.attempt, deps.now())
  if (started.cardToSave !== null && answer.state !== "RECHAZADO") {
    await keepCard(deps, options.customerId, started.cardToSave)
  }
  if (answer.state !== "RECHAZADO") await keepHolder(deps, options.customerId, form, started.cardToSave)
  const { attempt } = started.attempt
  const orderId = await recordAnswer(
    deps.db,
    deps.providers,
    processId,
    { state: IN_FLIGHT, attempt },
    answer,
    deps.now(),
  )
  if (orderId !== null) mailOrderConfirmation(deps, orderId)
  return paymentStatusOf((await chargeOf(deps.db, processId))!)
}
