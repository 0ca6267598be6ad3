import type { AnswerLanguage, PaymentAttempt, ProcessWithPayments, PurchaseClosed } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { goneRefusal, type OpenedProcess } from "../process/access.js"
import { paymentStatusOf } from "../process/chargeRecord.js"
import { chargeOf } from "../../store/payments/charges.js"
import { purchaseView } from "../process/view.js"
import { viewInLanguage } from "../process/viewLanguage.js"
import { attemptRowsOf } from "../../store/payments/paymentAttempts.js"

/** Every attempt at paying the process, oldest first. */
const attemptsOf = async (db: Queryable, processId: number): Promise<ReadonlyArray<PaymentAttempt>> =>
  (await attemptRowsOf(db, processId)).map((row) => ({
    nIntento: row.attempt,
    cProveedor: row.provider,
    nFormaDePago: row.payment_method,
    cEstado: row.state,
    fMonto: Number(row.amount),
    cUltimos4: row.card_last4 === "" ? null : row.card_last4,
    cReferencia: row.reference,
    cMotivo: row.reason,
    dInicio: row.started_at.toISOString(),
    dActualizacion: row.updated_at.toISOString(),
  }))

/** Proceso2: the process as Proceso answers it, its payment now, and every payment attempt. */
export const processWithPayments = async (
  db: Queryable,
  process: OpenedProcess,
  now: number,
  language: AnswerLanguage,
): Promise<ProcessWithPayments | PurchaseClosed> => {
  const gone = goneRefusal(process, now)
  if (gone !== null) return gone
  const charge = await chargeOf(db, process.id)
  return {
    oProceso: await viewInLanguage(db, await purchaseView(db, process, now), language),
    oPago: charge === null ? null : paymentStatusOf(charge),
    listaIntento: await attemptsOf(db, process.id),
  }
}
