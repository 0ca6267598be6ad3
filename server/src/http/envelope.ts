import type { Context } from "hono"
import { SUCCESS_CODE } from "@boleteria/core"

/** Every answer is `{ nCode, oData }` (SPEC §7). */
export const ok = (c: Context, oData: unknown) => c.json({ nCode: SUCCESS_CODE, oData })
