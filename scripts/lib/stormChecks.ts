// The storm's closing checks, in SQL on the cluster's database and on what each shopper was told.
import type { Queryable } from "../../server/src/db/database.js"
import type { ShopperRecord } from "./stormShopper.js"

export interface Check {
  readonly name: string
  readonly ok: boolean
  readonly detail: string
}

/** A refusal a shopper can act on: a 4xx with words, not a dropped connection or a 5xx. */
const isClearRefusal = (status: number, message: string) => status >= 400 && status < 500 && message.trim() !== ""

const firstFew = (items: ReadonlyArray<unknown>) => JSON.stringify(items.slice(0, 5))

export const stormChecks = async (
  db: Queryable,
  performanceId: number,
  shoppers: ReadonlyArray<ShopperRecord>,
): Promise<ReadonlyArray<Check>> => {
  const doubles = await db.query(
    `SELECT performance_id, place_key, count(*)::int AS sold FROM tickets
      GROUP BY performance_id, place_key HAVING count(*) > 1`,
  )
  const claimsAndTickets = await db.query<{ claims: number; tickets: number }>(
    `SELECT (SELECT count(*)::int FROM place_claims WHERE performance_id = $1 AND state = 'SOLD') AS claims,
            (SELECT count(*)::int FROM tickets WHERE performance_id = $1) AS tickets`,
    [performanceId],
  )
  const { claims, tickets } = claimsAndTickets.rows[0]!
  const unticketed = await db.query<{ process_id: number }>(
    `SELECT c.process_id FROM charges c LEFT JOIN orders o ON o.process_id = c.process_id
      WHERE c.state = 'APROBADO' AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id)`,
  )
  const bought = shoppers.filter((shopper) => shopper.outcome.kind === "bought")
  const ticketsOf = await db.query<{ process_id: number; tickets: number }>(
    `SELECT o.process_id, count(t.id)::int AS tickets FROM orders o LEFT JOIN tickets t ON t.order_id = o.id
      WHERE o.process_id = ANY($1::int[]) GROUP BY o.process_id`,
    [bought.map((shopper) => shopper.purchaseId)],
  )
  const ticketCount = new Map(ticketsOf.rows.map((row) => [row.process_id, row.tickets]))
  const boughtWithoutTickets = bought.filter(
    (shopper) =>
      shopper.outcome.kind === "bought" && ticketCount.get(shopper.purchaseId ?? 0) !== shopper.outcome.places,
  )
  const unclear = shoppers.filter(
    (shopper) => shopper.outcome.kind === "refused" && !isClearRefusal(shopper.outcome.status, shopper.outcome.message),
  )
  const movedBack = shoppers.filter((shopper) =>
    shopper.positions.some((position, i) => i > 0 && position > shopper.positions[i - 1]!),
  )
  // Those still in line hold distinct places; after the start, first come first served: a shopper
  // whose join was answered before another's was sent stands ahead of it.
  const entries = await db.query<{ shopper: string; position: number | null; state: string; late: boolean }>(
    `SELECT DISTINCT ON (e.shopper) e.shopper, e.position, e.state, e.arrived_at >= r.starts_at AS late
       FROM waiting_room_entries e JOIN waiting_rooms r ON r.performance_id = e.performance_id
      WHERE e.performance_id = $1 ORDER BY e.shopper, e.id`,
    [performanceId],
  )
  const waitingPositions = entries.rows.filter((row) => row.state === "WAITING").map((row) => row.position)
  const distinct = new Set(waitingPositions).size === waitingPositions.length && !waitingPositions.includes(null)
  const entryOf = new Map(entries.rows.map((row) => [row.shopper, row]))
  const outOfOrder = firstComeFirstServed(shoppers, (index) => entryOf.get(`d:storm-device-${index}`))
  return [
    { name: "no seat sold twice", ok: doubles.rows.length === 0, detail: firstFew(doubles.rows) },
    {
      name: "every sold place has its ticket",
      ok: claims === tickets,
      detail: `${claims} places sold, ${tickets} tickets`,
    },
    { name: "no approved charge without tickets", ok: unticketed.rows.length === 0, detail: firstFew(unticketed.rows) },
    {
      name: "every shopper told paid has its order and tickets",
      ok: boughtWithoutTickets.length === 0,
      detail: firstFew(boughtWithoutTickets.map((shopper) => shopper.purchaseId)),
    },
    {
      name: "every refusal is a clear answer (4xx with a message)",
      ok: unclear.length === 0,
      detail: firstFew(unclear.map((shopper) => shopper.outcome)),
    },
    {
      name: "no waiting shopper was moved back in line",
      ok: movedBack.length === 0,
      detail: firstFew(movedBack.map((shopper) => shopper.positions)),
    },
    {
      name: "those still waiting hold distinct places",
      ok: distinct,
      detail: `${waitingPositions.length} waiting`,
    },
    {
      name: "after the start, first come first served",
      ok: outOfOrder.length === 0,
      detail: firstFew(outOfOrder),
    },
  ]
}

/**
 * Shoppers who joined after the start, against their places: sorted by when each join was sent,
 * each must stand behind everyone whose join was answered before that. Answers the pairs that do not.
 */
const firstComeFirstServed = (
  shoppers: ReadonlyArray<ShopperRecord>,
  entryOf: (index: number) => { readonly position: number | null; readonly late: boolean } | undefined,
): ReadonlyArray<{ readonly shopper: number; readonly position: number; readonly behind: number }> => {
  const joined = shoppers
    .map((shopper) => ({ shopper, entry: entryOf(shopper.plan.index) }))
    .filter(({ shopper, entry }) => entry?.late === true && entry.position !== null && shopper.joinSentAt !== null)
    .map(({ shopper, entry }) => ({
      index: shopper.plan.index,
      position: entry!.position!,
      sent: shopper.joinSentAt!,
      answered: shopper.joinAnsweredAt!,
    }))
  const byAnswer = [...joined].sort((a, b) => a.answered - b.answered)
  const bySent = [...joined].sort((a, b) => a.sent - b.sent)
  const wrong: Array<{ shopper: number; position: number; behind: number }> = []
  let furthest = 0
  let answeredSoFar = 0
  for (const shopper of bySent) {
    while (answeredSoFar < byAnswer.length && byAnswer[answeredSoFar]!.answered < shopper.sent)
      furthest = Math.max(furthest, byAnswer[answeredSoFar++]!.position)
    if (shopper.position <= furthest)
      wrong.push({ shopper: shopper.index, position: shopper.position, behind: furthest })
  }
  return wrong
}
