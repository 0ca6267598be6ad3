import { readFileSync } from "node:fs"
import { WaitingRoomSection } from "@boleteria/core"
import * as Schema from "effect/Schema"

/**
 * The tenant file's `waitingRoom` section, or null without one. The shop's TenantConfig does not
 * carry it (the shop's first download only needs `flags.queueApi`): the server reads it here.
 */
export const waitingRoomSectionOf = (tenantFile: string): WaitingRoomSection | null => {
  const json = JSON.parse(readFileSync(tenantFile, "utf8")) as { readonly waitingRoom?: unknown }
  if (json.waitingRoom === undefined) return null
  try {
    return Schema.decodeUnknownSync(WaitingRoomSection)(json.waitingRoom)
  } catch (error) {
    throw new Error(`tenant configuration ${tenantFile}: waitingRoom: ${(error as Error).message.split("\n")[0]}`, {
      cause: error,
    })
  }
}
