import type { TestServer } from "./testServer.js"

/** The functions two days or more ahead, by id: a waiting-room test opens its rooms on its own ones. */
export const roomFunctions = async (server: TestServer): Promise<Array<number>> => {
  const { rows } = await server.db.query<{ id: number }>(
    "SELECT id FROM performances WHERE starts_at > $1 ORDER BY id",
    [new Date(server.clock.now() + 2 * 24 * 60 * 60_000)],
  )
  return rows.map((row) => row.id)
}
