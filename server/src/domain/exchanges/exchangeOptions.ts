import {
  EXCHANGE_PROBLEM_KEYS,
  exchangeDeadline,
  exchangeSectorAllowed,
  formatWithdrawalLimit,
  inLanguage,
  TENANT_TIME_ZONE,
  zonedIsoDateTime,
  type AnswerLanguage,
  type ExchangeOptions,
  type OrderNotFound,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { problemText } from "../../i18n/problemText.js"
import { DATE_LOCALES } from "../../i18n/texts.js"
import { exchangeRefusalOf, noOrder, orderForExchange, sectorsOf, totalOf, validTicketsOf } from "./exchangeRecord.js"

type SectorOption = ExchangeOptions["listaFuncion"][number]["listaSector"][number]

interface SectorRow {
  readonly performance_id: number
  readonly starts_at: Date
  readonly sector_id: number
  readonly name: string
  readonly name_en: string | null
  readonly price: number | string
  readonly service_charge: number | string
  readonly free: number
}

/** Every sector of every later function of the show, with its places free now (capacity less live claims). */
const SECTORS = `
  SELECT f.id AS performance_id, f.starts_at, ms.id AS sector_id, ms.name, ms.name_en, sp.price, sp.service_charge,
         greatest(0, ms.capacity - (SELECT count(*) FROM place_claims c
                                     WHERE c.performance_id = f.id AND c.sector_id = ms.id
                                       AND (c.state = 'SOLD' OR c.expires_at > $3)))::int AS free
    FROM performances f
    JOIN show_prices sp ON sp.show_id = f.show_id
    JOIN map_sectors ms ON ms.id = sp.sector_id
   WHERE f.show_id = $1 AND f.id <> $2 AND f.starts_at > $3
   ORDER BY f.starts_at, f.id, sp.price DESC, ms.id`

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
  const order = await orderForExchange(db, orderId, customerId)
  if (order === null) return noOrder()
  const tickets = await validTicketsOf(db, order.id)
  const refusal = exchangeRefusalOf(order, tickets, now)
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
  const { rows } = await db.query<SectorRow>(SECTORS, [current.show_id, current.performance_id, new Date(now)])
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
