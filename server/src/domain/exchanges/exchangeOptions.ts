import {
  EXCHANGE_PROBLEM_KEYS,
  exchangeDeadline,
  exchangeSectorAllowed,
  formatWithdrawalLimit,
  inLanguage,
  isRefusal,
  TENANT_TIME_ZONE,
  zonedIsoDateTime,
  type AnswerLanguage,
  type ExchangeOptions,
  type OrderNotFound,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { problemText } from "../../i18n/problemText.js"
import { DATE_LOCALES } from "../../i18n/texts.js"
import { exchangeSectorsOf } from "../../store/catalogue/exchangeSectors.js"
import { orderToExchange, sectorsOf, totalOf } from "./exchangeRecord.js"

type SectorOption = ExchangeOptions["listaFuncion"][number]["listaSector"][number]

/**
 * GET /v2/Pedido/{idPedido}/operacion/cambio: whether the order may be exchanged now and, if so, the
 * other functions of its show with the sectors its tickets may go to (core's rule, the one the take
 * applies).
 */
export const exchangeOptionsOf = async (
  db: Queryable,
  customerId: number,
  orderId: number,
  language: AnswerLanguage,
  now: number,
): Promise<ExchangeOptions | OrderNotFound> => {
  const found = await orderToExchange(db, orderId, customerId, now)
  if (isRefusal(found)) return found
  const { order, tickets, refusal } = found
  const current = tickets[0]
  const base = {
    idPedido: order.id,
    dLimite:
      current === undefined ? null : zonedIsoDateTime(exchangeDeadline(current.starts_at.getTime()), TENANT_TIME_ZONE),
    idFuncionActual: current?.performance_id ?? null,
    nCantidad: tickets.length,
    fTotalActual: totalOf(tickets),
  }
  if (refusal !== null || current === undefined) {
    const key = refusal?.key ?? EXCHANGE_PROBLEM_KEYS.notExchangeable
    const date = formatWithdrawalLimit(refusal?.limitAt ?? 0, DATE_LOCALES[language])
    return { ...base, lPermitido: false, cClave: key, cMotivo: problemText(key, { date }, language), listaFuncion: [] }
  }
  const from = sectorsOf(tickets)
  const rows = await exchangeSectorsOf(db, current.show_id, current.performance_id, now)
  const functions = new Map<number, { dFuncion: string; listaSector: Array<SectorOption> }>()
  for (const row of rows) {
    if (!exchangeSectorAllowed(from, { sectorId: row.sector_id, listPrice: Number(row.price) })) continue
    const line = functions.get(row.performance_id) ?? {
      dFuncion: zonedIsoDateTime(row.starts_at.getTime(), TENANT_TIME_ZONE),
      listaSector: [],
    }
    line.listaSector.push({
      idSector: row.sector_id,
      cNombre: inLanguage(language, row.name, row.name_en),
      fPrecio: Number(row.price),
      fCargoServicio: Number(row.service_charge),
      nDisponibles: row.free,
    })
    functions.set(row.performance_id, line)
  }
  return {
    ...base,
    lPermitido: true,
    cClave: null,
    cMotivo: null,
    listaFuncion: [...functions].map(([idFuncion, line]) => ({ idFuncion, ...line })),
  }
}
