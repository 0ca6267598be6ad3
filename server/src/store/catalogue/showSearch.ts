import { PRODUCT_SHOW_TYPE, type PagingQuery, type SearchCriteria } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

// One query: the total and one page of ids, ordered by each show's first function in the window.
// The LEFT JOIN keeps the total row when the page is past the end.
const MATCHES = `
  WITH matches AS (
    SELECT s.id, min(f.starts_at) AS first_at
    FROM shows s
    JOIN venues v ON v.id = s.venue_id
    JOIN performances f ON f.show_id = s.id
    WHERE s.cartel_type <> $1
      AND f.starts_at > $2
      AND ($3::timestamptz IS NULL OR f.starts_at >= $3) AND ($4::timestamptz IS NULL OR f.starts_at < $4)
      AND NOT EXISTS (SELECT 1 FROM unnest($5::text[]) AS word WHERE position(word IN s.search_text) = 0)
      AND (cardinality($6::int[]) = 0 OR s.type_id = ANY($6::int[]))
      AND ($7::int IS NULL OR s.venue_id = $7)
      AND ($8::int IS NULL OR v.zone_id = $8)
    GROUP BY s.id
  )
  SELECT total.n AS total, page.id
  FROM (SELECT count(*)::int AS n FROM matches) total
  LEFT JOIN LATERAL (
    SELECT m.id, m.first_at FROM matches m ORDER BY m.first_at, m.id LIMIT $9 OFFSET $10
  ) page ON true
  ORDER BY page.first_at, page.id`

/** A bound of the window as SQL sees it: an open end (±Infinity) is null. */
const boundOf = (instant: number): Date | null => (Number.isFinite(instant) ? new Date(instant) : null)

/** One page of the matching shows' ids, in order, and how many match in all. */
interface ShowMatches {
  readonly total: number
  readonly ids: ReadonlyArray<number>
}

/** The shows, not products, with a function after `now` that match every criterion: one page of them. */
export const matchingShows = async (
  db: Queryable,
  now: number,
  paging: PagingQuery,
  criteria: SearchCriteria,
): Promise<ShowMatches> => {
  const rows = await allRows<{ total: number; id: number | null }>(db, MATCHES, [
    PRODUCT_SHOW_TYPE,
    new Date(now),
    boundOf(criteria.window.from),
    boundOf(criteria.window.until),
    [...criteria.words],
    [...criteria.typeIds],
    criteria.venueId,
    criteria.zoneId,
    paging.cantXpagina,
    (paging.pagina - 1) * paging.cantXpagina,
  ])
  return { total: rows[0]?.total ?? 0, ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])) }
}
