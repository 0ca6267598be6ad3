import type { Queryable } from "../../db/database.js"

/**
 * Serialises best-available choices in one sector of one function: the row is created on first use
 * and locked until the transaction ends, so two buyers never pick the same free places.
 */
export const lockSector = async (tx: Queryable, performanceId: number, sectorId: number): Promise<void> => {
  await tx.query("INSERT INTO performance_sectors (performance_id, sector_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
    performanceId,
    sectorId,
  ])
  await tx.query("SELECT 1 FROM performance_sectors WHERE performance_id = $1 AND sector_id = $2 FOR UPDATE", [
    performanceId,
    sectorId,
  ])
}
