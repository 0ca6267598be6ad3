// Whole purchases, each as a shopper makes one: logs in as its own account, takes two seats, pays
// and fetches its e-ticket. scripts/bench-purchases.mjs drives them against the code of today and
// of a reference commit, so the same calls measure both.
import type { PaymentStatus } from "../../core/src/contract/index.js"
import { AUTHORIZATION_HEADER } from "../../core/src/contract/endpoints/wire.js"
import type { Queryable } from "../../server/src/db/database.js"
import { freeSeats } from "./holdPath.js"
import { httpClient, type Answer, type HttpClient } from "./httpClient.js"
import { checkout, logIn, takeSeats, type Held } from "./shopper.js"
import { latencyRecorder, percentile } from "./stats.js"

interface WholePurchasesResult {
  readonly purchasesPerSecond: number
  /** A whole purchase, from the login to the e-ticket's last byte (ms). */
  readonly p50: number
  readonly p99: number
  /** p50 and p99 of each call, by the name the storm gives it, in the purchase's order. */
  readonly calls: ReturnType<ReturnType<typeof latencyRecorder>["summary"]>
  /** Purchases that stopped at a refusal, in the whole drive, and the first refusal said. */
  readonly failed: number
  readonly firstFailure: string | null
  /** Purchases paid in the whole drive, warm-up and tail included: what the CPU sampled around it served. */
  readonly paidInAll: number
}

/** Purchases count from this long after the clients start: connections, plans and the JIT warm up first. */
const WARMUP_MS = 3_000

/** The calls of a whole purchase, in its order: the order its figures are given in. */
export const PURCHASE_CALLS = [
  "Ingreso",
  "Tomar",
  "TiposDeEntrega",
  "EntregaTipo",
  "FormasDePago",
  "FormaDePago",
  "Cobrar",
  "eticket.pdf",
]

/** Two seats of one function per purchase, from the free ones in map order. */
const seatPairs = (seats: ReadonlyArray<readonly [number, number]>) => {
  const pairs: Array<{ readonly idFuncion: number; readonly seatIds: ReadonlyArray<number> }> = []
  for (let at = 0; at + 1 < seats.length; at += 2) {
    const [first, second] = [seats[at]!, seats[at + 1]!]
    if (first[0] === second[0]) pairs.push({ idFuncion: first[0], seatIds: [first[1], second[1]] })
  }
  return pairs
}

/** What a refusal said, short. */
const refusal = (call: string, answer: Answer) =>
  `${call} ${answer.status}: ${typeof answer.data === "string" ? answer.data.slice(0, 200) : JSON.stringify(answer.data)}`

/** One purchase; null when paid and its e-ticket came, else what stopped it. */
const buyOne = async (
  client: HttpClient,
  email: string,
  seats: { readonly idFuncion: number; readonly seatIds: ReadonlyArray<number> },
  observe: (name: string, answer: Answer) => void,
): Promise<string | null> => {
  const login = await logIn(client, email)
  observe("Ingreso", login)
  if (login.status !== 200 || typeof login.data === "string") return refusal("Ingreso", login)
  const bearer = { [AUTHORIZATION_HEADER]: `Bearer ${login.data.token}` }
  const take = await takeSeats(client, seats.idFuncion, seats.seatIds, bearer, observe)
  if (take.status !== 200) return refusal("Tomar", take)
  // Cobrar's answer names the order whose e-ticket comes next.
  const order: { idPedido: number | null } = { idPedido: null }
  const paid = await checkout(client, take.data as Held, login.data.token, email, (step, answer) => {
    if (step === "Cobrar" && answer.status === 200) order.idPedido = (answer.data as PaymentStatus).idPedido
    observe(step, answer)
  })
  if (!paid.paid) return `${paid.step} ${paid.status}: ${paid.message}`
  if (order.idPedido === null) return "Cobrar answered no order"
  const eTicket = await client.call("GET", `/v2/Pedido/${order.idPedido}/eticket.pdf`, undefined, bearer)
  observe("eticket.pdf", eTicket)
  return eTicket.status === 200 ? null : refusal("eticket.pdf", eTicket)
}

/**
 * `clients` shoppers at once, each buying one purchase after another (account `emailOf(n)` for
 * the n-th, two free seats each) until `seconds` after the warm-up; the purchases and calls that
 * end in that window count.
 */
export const driveWholePurchases = async (
  base: string,
  db: Queryable,
  emailOf: (index: number) => string,
  clients: number,
  seconds: number,
): Promise<WholePurchasesResult> => {
  const pairs = seatPairs(await freeSeats(db, 20_000))
  const client = httpClient(base, clients)
  const from = performance.now() + WARMUP_MS
  const until = from + seconds * 1000
  const calls = latencyRecorder()
  const durations: Array<number> = []
  const failures: Array<string> = []
  let paidInAll = 0
  // What ends in the window counts, whenever it began: a rate of completions, fair to slow purchases.
  const inWindow = () => performance.now() >= from && performance.now() <= until
  const lane = async (index: number) => {
    for (let next = index; performance.now() < until; next += clients) {
      const seats = pairs[next]
      if (seats === undefined) throw new Error("whole purchases ran out of free seats")
      const started = performance.now()
      const failure = await buyOne(client, emailOf(next), seats, (name, answer) => {
        if (inWindow()) calls.record(name, answer.ms)
      })
      if (failure !== null) {
        failures.push(failure)
        continue
      }
      paidInAll++
      if (inWindow()) durations.push(performance.now() - started)
    }
  }
  try {
    await Promise.all(Array.from({ length: clients }, (_, index) => lane(index)))
  } finally {
    client.close()
  }
  durations.sort((a, b) => a - b)
  return {
    purchasesPerSecond: durations.length / seconds,
    p50: percentile(durations, 50),
    p99: percentile(durations, 99),
    calls: calls.summary().sort((a, b) => PURCHASE_CALLS.indexOf(a.name) - PURCHASE_CALLS.indexOf(b.name)),
    failed: failures.length,
    firstFailure: failures[0] ?? null,
    paidInAll,
  }
}
