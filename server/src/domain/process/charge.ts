import type { ChargeRequest, PaymentStatus } from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { Queryable } from "../../db/database.js"
import { badRequest } from "../../http/problems.js"
import { findProcess, requireOpen, type ProcessRow } from "./access.js"
import { amountsOf } from "./amounts.js"
import { checkCardForm } from "./cardForm.js"
import { chargeOf, isRetryable, paymentStatusOf } from "./chargeRecord.js"
import { paymentMethod } from "./checkout.js"
import { requireInstallments } from "./installments.js"
import { mailOrderConfirmation } from "./orderMail.js"
import { binBoundPromotions } from "./promotions.js"
import { completeApproved } from "./settle.js"

type ChargeDeps = Pick<ServerDeps, "db" | "payments" | "tenant" | "now" | "mail" | "log">

/** What must be chosen before paying (PreValidacion checks the same); answers the amounts. */
export const requireReadyToPay = async (tx: Queryable, process: ProcessRow, now: number) => {
  requireOpen(process, now)
  const amounts = await amountsOf(tx, process.id, now)
  if (amounts.places === 0) throw badRequest("Tu carrito está vacío: elegí tus ubicaciones antes de pagar.")
  if (process.delivery_type_id === null) throw badRequest("Elegí cómo querés recibir tus entradas.")
  if (process.payment_method === null) throw badRequest("Elegí una forma de pago.")
  return { amounts, methodId: process.payment_method }
}

/** A promotion bound to some banks' cards is only kept when paying with one of them. */
const checkPromotionBins = async (tx: Queryable, processId: number, cardBin: string) => {
  for (const promotion of await binBoundPromotions(tx, processId)) {
    if (!promotion.bins.includes(cardBin)) {
      throw badRequest(`cNumeroTarjeta: «${promotion.name}» vale solo pagando con las tarjetas de la promoción`)
    }
  }
}

/**
 * Cobrar: one charge per process. Under the process's lock, a charge that is not declined or
 * cancelled is answered again and the processor is never called twice; otherwise the card is
 * checked with core's rules, the processor asked, and an approval sells the places in the same
 * transaction. A decline keeps the holds, so the shopper can try another card.
 */
export const chargeProcess = async (
  deps: ChargeDeps,
  processId: number,
  callerId: number,
  form: ChargeRequest,
): Promise<PaymentStatus> => {
  const now = deps.now()
  const { status, orderId } = await deps.db.transaction(async (tx) => {
    const process = await findProcess(tx, processId, callerId, { lock: true })
    const existing = await chargeOf(tx, processId)
    if (existing !== null && !isRetryable(existing.state)) return { status: paymentStatusOf(existing), orderId: null }
    const { amounts, methodId } = await requireReadyToPay(tx, process, now)
    checkCardForm(form, deps.tenant, now)
    const cardBin = form.cNumeroTarjeta.slice(0, 6)
    const plan = await requireInstallments(tx, await paymentMethod(tx, methodId), cardBin, amounts.total)
    const option = plan.listaCuota.find((candidate) => candidate.nCuotas === form.nCuotas)
    if (option === undefined) throw badRequest(`nCuotas: esta tarjeta no admite ${form.nCuotas} cuotas`)
    await checkPromotionBins(tx, processId, cardBin)
    const attempt = (existing?.attempt ?? 0) + 1
    const answer = await deps.payments.authorize(
      {
        processId,
        attempt,
        amount: option.fMontoTotal,
        installments: option.nCuotas,
        card: {
          number: form.cNumeroTarjeta,
          holder: form.cTitular,
          expiryMonth: form.nMesVencimiento,
          expiryYear: form.nAnioVencimiento,
          securityCode: form.cCodigoSeguridad,
        },
      },
      now,
    )
    await tx.query(
      `INSERT INTO charges (process_id, state, attempt, card_bin, card_last4, installments, amount, message,
                            settles_at, refunded, email, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11, $11)
       ON CONFLICT (process_id) DO UPDATE SET
         state = EXCLUDED.state, attempt = EXCLUDED.attempt, card_bin = EXCLUDED.card_bin,
         card_last4 = EXCLUDED.card_last4, installments = EXCLUDED.installments, amount = EXCLUDED.amount,
         message = EXCLUDED.message, settles_at = EXCLUDED.settles_at, refunded = false,
         email = EXCLUDED.email, updated_at = EXCLUDED.updated_at`,
      [
        processId,
        answer.state,
        attempt,
        cardBin,
        form.cNumeroTarjeta.slice(-4),
        option.nCuotas,
        option.fMontoTotal,
        answer.message,
        answer.settlesAt === null ? null : new Date(answer.settlesAt),
        form.cEmail,
        new Date(now),
      ],
    )
    const charge = (await chargeOf(tx, processId))!
    const orderId = answer.state === "APROBADO" ? await completeApproved(tx, deps.payments, process, charge, now) : null
    return { status: paymentStatusOf((await chargeOf(tx, processId))!), orderId }
  })
  if (orderId !== null) await mailOrderConfirmation(deps, orderId, form.cEmail)
  return status
}
