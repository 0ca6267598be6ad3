import type { AnswerLanguage, ChargeRequest, PaymentStatus } from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { Queryable } from "../../db/database.js"
import type { ChargeAttempt } from "../../payments/provider.js"
import { HttpProblem, keyedBadRequest } from "../../http/problems.js"
import { findProcess, requireOpen, type ProcessRow, type PurchaseCaller } from "./access.js"
import { amountsOf } from "./amounts.js"
import { checkCardForm } from "./cardForm.js"
import { chargeOf, IN_FLIGHT, isRetryable, paymentStatusOf } from "./chargeRecord.js"
import { paymentMethod } from "./checkout.js"
import { requireInstallments } from "./installments.js"
import { mailOrderConfirmation } from "./orderMail.js"
import { recordAnswer } from "./settle.js"

type ChargeDeps = Pick<ServerDeps, "db" | "payments" | "tenant" | "now" | "mail" | "log">

/** What must be chosen before paying (PreValidacion checks the same); answers the amounts with this card. */
export const requireReadyToPay = async (
  tx: Queryable,
  process: ProcessRow,
  now: number,
  cardBin: string | null = null,
) => {
  requireOpen(process, now)
  const amounts = await amountsOf(tx, process.id, now, cardBin)
  if (amounts.places === 0) throw keyedBadRequest("payment.problems.cartEmpty")
  if (process.delivery_type_id === null) throw keyedBadRequest("payment.problems.deliveryMissing")
  if (process.payment_method === null) throw keyedBadRequest("payment.problems.methodMissing")
  return { amounts, methodId: process.payment_method }
}

type Started = { readonly answered: PaymentStatus } | { readonly attempt: ChargeAttempt }

/**
 * Transaction 1, under the process's lock: a charge that is not declined or cancelled is answered
 * again (so the processor is never called twice); otherwise the card is checked with core's rules
 * and the new attempt is written in flight, with only the card's BIN and last 4 digits.
 */
const startAttempt = (
  deps: ChargeDeps,
  processId: number,
  caller: PurchaseCaller,
  form: ChargeRequest,
  language: AnswerLanguage,
): Promise<Started> =>
  deps.db.transaction(async (tx) => {
    const now = deps.now()
    const process = await findProcess(tx, processId, caller, { lock: true })
    const existing = await chargeOf(tx, processId)
    if (existing !== null && !isRetryable(existing.state)) return { answered: paymentStatusOf(existing) }
    const cardBin = form.cNumeroTarjeta.slice(0, 6)
    // A bank promotion this card does not hold puts its places at full price: charged only if agreed.
    const { amounts, methodId } = await requireReadyToPay(tx, process, now, cardBin)
    checkCardForm(form, deps.tenant, now, amounts, language)
    const plan = await requireInstallments(tx, await paymentMethod(tx, methodId), cardBin, amounts.total)
    const option = plan.listaCuota.find((candidate) => candidate.nCuotas === form.nCuotas)
    if (option === undefined)
      throw new HttpProblem(
        400,
        `nCuotas: esta tarjeta no admite ${form.nCuotas} cuotas`,
        {},
        "payment.problems.installmentsNotOffered",
      )
    const attempt = (existing?.attempt ?? 0) + 1
    await tx.query(
      `INSERT INTO charges (process_id, state, attempt, card_bin, card_last4, installments, amount, message,
                            settles_at, refunded, email, created_at, updated_at, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, NULL, false, $8, $9, $9, $10)
       ON CONFLICT (process_id) DO UPDATE SET
         state = EXCLUDED.state, attempt = EXCLUDED.attempt, card_bin = EXCLUDED.card_bin,
         card_last4 = EXCLUDED.card_last4, installments = EXCLUDED.installments, amount = EXCLUDED.amount,
         message = NULL, reason = NULL, settles_at = NULL, refunded = false, email = EXCLUDED.email,
         updated_at = EXCLUDED.updated_at, language = EXCLUDED.language`,
      [
        processId,
        IN_FLIGHT,
        attempt,
        cardBin,
        form.cNumeroTarjeta.slice(-4),
        option.nCuotas,
        option.fMontoTotal,
        form.cEmail,
        new Date(now),
        language,
      ],
    )
    const card = {
      number: form.cNumeroTarjeta,
      holder: form.cTitular,
      expiryMonth: form.nMesVencimiento,
      expiryYear: form.nAnioVencimiento,
      securityCode: form.cCodigoSeguridad,
    }
    return { attempt: { processId, attempt, amount: option.fMontoTotal, installments: option.nCuotas, card } }
  })

/**
 * Cobrar: one charge per process, in three steps so that no database connection or row lock is
 * held while the processor answers (1–3 s for a real one): the attempt is written in flight; the
 * processor is asked, outside any transaction; its answer is recorded like a status poll's, an
 * approval selling the places (or refunding, if the holds expired meanwhile). A decline keeps the
 * holds, so the shopper can try another card. The call's language is the purchase's: the order's
 * e-ticket and confirmation mail are written in it.
 */
export const chargeProcess = async (
  deps: ChargeDeps,
  processId: number,
  caller: PurchaseCaller,
  form: ChargeRequest,
  language: AnswerLanguage,
): Promise<PaymentStatus> => {
  const started = await startAttempt(deps, processId, caller, form, language)
  if ("answered" in started) return started.answered
  // Should this throw, the charge stays in flight: the processor may have charged, so the status
  // polling settles it (paymentStatus.ts), never a second authorize.
  const answer = await deps.payments.authorize(started.attempt, deps.now())
  const { attempt } = started.attempt
  const orderId = await recordAnswer(
    deps.db,
    deps.payments,
    processId,
    { state: IN_FLIGHT, attempt },
    answer,
    deps.now(),
  )
  if (orderId !== null) await mailOrderConfirmation(deps, orderId, form.cEmail)
  return paymentStatusOf((await chargeOf(deps.db, processId))!)
}
