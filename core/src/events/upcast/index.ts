import { fromVersion1 } from "./v1.js"
import type { Upcaster } from "./upcaster.js"

/** One upcaster per version before the current one, in order: a log of version v goes through those from v on. */
export const UPCASTERS: ReadonlyArray<Upcaster> = [fromVersion1]

export type { JsonObject, Upcaster } from "./upcaster.js"
