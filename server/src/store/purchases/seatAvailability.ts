import { rowsQuery } from "../rows.js"

/** A sector's live claims: how many places are taken, and which of its seats are sold or held. */
interface SectorClaimsRow {
  readonly sector_id: number
  readonly taken: number
  readonly sold: ReadonlyArray<number>
  readonly held: ReadonlyArray<number>
}

// Sold places, and holds whose 12 minutes are not over (an expired hold is a free place), per sector.
const LIVE_CLAIMS = `
  SELECT sector_id, count(*)::int AS taken,
    coalesce(json_agg(seat_id) FILTER (WHERE seat_id IS NOT NULL AND state = 'SOLD'), '[]') AS sold,
    coalesce(json_agg(seat_id) FILTER (WHERE seat_id IS NOT NULL AND state = 'HELD'), '[]') AS held
  FROM place_claims
  WHERE performance_id = $1 AND (state = 'SOLD' OR expires_at > $2)
  GROUP BY sector_id`

/** The function's claims live at `at`, one row a sector that has any. */
export const liveClaimsBySector = rowsQuery<SectorClaimsRow, [performanceId: number, at: Date]>(LIVE_CLAIMS)
