import type { ShowType } from "../contract/catalogue.js"

/**
 * The top bar's menu of top show types (SPEC §2): the types whose nOrden is at most
 * `maxOrder` (5 in some variants, 3 in others), in that order.
 */
export const topShowTypes = (types: ReadonlyArray<ShowType>, maxOrder: number): ReadonlyArray<ShowType> =>
  types.filter((type) => type.nOrden <= maxOrder).sort((a, b) => a.nOrden - b.nOrden)

/**
 * The category menu of one variant (SPEC §2 and §9): the first `limit` show types by name,
 * compared as Spanish text so "Ópera" sorts with the O's.
 */
export const firstCategories = (types: ReadonlyArray<ShowType>, limit: number): ReadonlyArray<ShowType> =>
  [...types].sort((a, b) => a.cNombre.localeCompare(b.cNombre, "es")).slice(0, Math.max(0, limit))
