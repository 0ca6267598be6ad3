// How many whole purchases a second the cluster completes, measured before the storm: the waiting
// room then admits at 75% of it, as Cloudflare's Waiting Room advises against the origin's capacity.
import type { Queryable } from "../../server/src/db/database.js"
import { freeSeats } from "./holdPath.js"
import { httpClient } from "./httpClient.js"
import { checkout, takeSeats } from "./shopper.js"

/** `clients` shoppers buying one free seat after another (no waiting room) for `seconds`: purchases per second. */
export const measureSales = async (
  base: string,
  db: Queryable,
  account: { readonly token: string; readonly email: string },
  clients: number,
  seconds: number,
): Promise<number> => {
  const seats = await freeSeats(db, 20_000)
  const client = httpClient(base, clients)
  const until = performance.now() + seconds * 1000
  let paid = 0
  const lane = async (index: number) => {
    for (let next = index; performance.now() < until; next += clients) {
      const seat = seats[next]
      if (seat === undefined) throw new Error("the sales probe ran out of free seats")
      const take = await takeSeats(client, seat[0], [seat[1]])
      if (take.status !== 200) continue
      const held = take.data as { idProcesoDeCompra: number; cClaveProceso: string }
      if ((await checkout(client, held, account.token, account.email)).paid && performance.now() < until) paid++
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, index) => lane(index)))
  client.close()
  return paid / seconds
}
