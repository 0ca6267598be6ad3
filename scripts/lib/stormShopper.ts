// One simulated shopper of `npm run storm`: arrives, waits in the function's waiting room
// honouring Retry-After, takes seats with its turn, pays, and leaves the room.
import type { QueuePlace } from "../../core/src/contract/waitingRoom.js"
import { DEVICE_FINGERPRINT_HEADER } from "../../core/src/contract/endpoints/wire.js"
import { QUEUE_TURN_HEADER } from "../../core/src/contract/queue.js"
import type { Answer, HttpClient } from "./httpClient.js"
import { checkout, logIn, takeGroup, takeSeats, type Held, type Observe } from "./shopper.js"

/** What the shopper wants: numbered seats, or places in the general-admission field. */
export type Want =
  | { readonly kind: "seats"; readonly seatIds: ReadonlyArray<number> }
  | { readonly kind: "field"; readonly count: number }

export interface ShopperPlan {
  readonly index: number
  /** ms after the storm's start. */
  readonly arrivesAt: number
  readonly want: Want
  /** The shopper's own account (made before the storm), logged in to pay with once seats are held. */
  readonly email: string
}

type Outcome =
  | { readonly kind: "bought"; readonly places: number }
  | { readonly kind: "refused"; readonly step: string; readonly status: number; readonly message: string }
  | { readonly kind: "waiting"; readonly lastPosition: number | null }

export interface ShopperRecord {
  readonly plan: ShopperPlan
  readonly outcome: Outcome
  /** ms after the storm's start. */
  readonly arrivedAt: number
  readonly admittedAt: number | null
  readonly heldAt: number | null
  readonly paidAt: number | null
  /** The purchase its take started, if it got that far. */
  readonly purchaseId: number | null
  /** When its first place call was sent and when an answer to it came back (ms after the start): the join. */
  readonly joinSentAt: number | null
  readonly joinAnsweredAt: number | null
  /** Every position the room told it while waiting, in order. */
  readonly positions: ReadonlyArray<number>
  /** Every wait the room estimated for it while waiting: when answered (ms after the start) and the seconds said. */
  readonly estimates: ReadonlyArray<{ readonly at: number; readonly seconds: number }>
}

export interface StormTarget {
  readonly idFuncion: number
  readonly fieldSectorId: number
}

/** Calls that fail for the machine's sake (a dead process, a full queue) are asked again, at most this often. */
const TRANSIENT_RETRIES = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The shop jitters its polls so a room's shoppers do not come back all at once (core's queuePolling). */
const jittered = (seconds: number) => seconds * 1000 * (0.9 + Math.random() * 0.2)
const isTransient = (answer: Answer) => answer.status === 0 || answer.status === 502 || answer.status === 503

const messageOf = (answer: Answer): string =>
  typeof answer.data === "string" ? answer.data.slice(0, 200) : (answer.error ?? JSON.stringify(answer.data))

/** A place poll's name in the report: those answered inside apart from those of shoppers still waiting. */
const pollName = (answer: Answer<QueuePlace>): string =>
  answer.status === 200 && answer.data.cEstado === "adentro" ? "Cola/Lugar adentro" : "Cola/Lugar"

/** Runs one shopper until it bought, was refused, or `deadline` (ms after the start) came while it waited. */
export const runShopper = async (
  client: HttpClient,
  target: StormTarget,
  plan: ShopperPlan,
  clock: () => number,
  deadline: number,
  observe: (name: string, answer: Answer) => void,
): Promise<ShopperRecord> => {
  await sleep(Math.max(0, plan.arrivesAt - clock()))
  const arrivedAt = clock()
  // Each shopper from an address of its own (haproxy appends the socket's; the servers trust it, as
  // behind a real proxy): login throttling and the join limit count addresses, not this machine.
  const address = `10.${(plan.index >> 16) & 255}.${(plan.index >> 8) & 255}.${plan.index & 255}`
  const device = { [DEVICE_FINGERPRINT_HEADER]: `storm-device-${plan.index}`, "x-forwarded-for": address }
  const positions: Array<number> = []
  const estimates: Array<{ at: number; seconds: number }> = []
  let joinSentAt: number | null = null
  let joinAnsweredAt: number | null = null
  const record = (
    outcome: Outcome,
    times: Partial<Pick<ShopperRecord, "admittedAt" | "heldAt" | "paidAt" | "purchaseId">> = {},
  ): ShopperRecord => ({
    plan,
    outcome,
    arrivedAt,
    admittedAt: times.admittedAt ?? null,
    heldAt: times.heldAt ?? null,
    paidAt: times.paidAt ?? null,
    purchaseId: times.purchaseId ?? null,
    joinSentAt,
    joinAnsweredAt,
    positions,
    estimates,
  })
  /** A call asked again while the answer is a transient failure; `name` may tell answers apart. */
  const persist = async <T>(
    name: string | ((answer: Answer<T>) => string),
    send: () => Promise<Answer<T>>,
  ): Promise<Answer<T>> => {
    for (let attempt = 0; ; attempt++) {
      const answer = await send()
      observe(typeof name === "string" ? name : name(answer), answer)
      if (!isTransient(answer) || attempt >= TRANSIENT_RETRIES) return answer
      await sleep(jittered(Math.min(30, 2 ** (attempt + 1)))) // backing off, as the shop's polls do
    }
  }

  let turn: string | null = null
  while (turn === null) {
    if (clock() >= deadline) return record({ kind: "waiting", lastPosition: positions.at(-1) ?? null })
    const sentAt = clock()
    // The poll that finds the turn is the admitted shopper's (the room times it as inside); the others wait.
    const place = await persist(pollName, () =>
      client.call<QueuePlace>("GET", `/v2/Cola/${target.idFuncion}/Lugar`, undefined, device),
    )
    if (place.status !== 200)
      return record({ kind: "refused", step: "Cola/Lugar", status: place.status, message: messageOf(place) })
    if (joinAnsweredAt === null) [joinSentAt, joinAnsweredAt] = [sentAt, clock()]
    if (place.data.nPosicion !== null) positions.push(place.data.nPosicion)
    if (place.data.cEstado === "esperando" && place.data.nEsperaSegundos !== null)
      estimates.push({ at: clock(), seconds: place.data.nEsperaSegundos })
    turn = place.data.colaTurno
    if (turn === null) await sleep(Math.min(jittered(place.retryAfter ?? 2), Math.max(0, deadline - clock())))
  }
  const admittedAt = clock()
  const withTurn = { ...device, [QUEUE_TURN_HEADER]: turn }
  const observeStep: Observe = (step, answer) => observe(step, answer)
  const leave = () =>
    persist("Cola (salir)", () => client.call("DELETE", `/v2/Cola?idFuncion=${target.idFuncion}`, undefined, device))
  const take = await (plan.want.kind === "seats"
    ? takeSeats(client, target.idFuncion, plan.want.seatIds, withTurn, observeStep)
    : takeGroup(
        client,
        { idFuncion: target.idFuncion, idSector: target.fieldSectorId, count: plan.want.count },
        withTurn,
        observeStep,
      ))
  if (take.status !== 200) {
    await leave()
    return record(
      {
        kind: "refused",
        step: plan.want.kind === "seats" ? "Tomar" : "TomarGrupo",
        status: take.status,
        message: messageOf(take),
      },
      { admittedAt },
    )
  }
  const heldAt = clock()
  const purchase = take.data as Held
  const purchaseId = purchase.idProcesoDeCompra
  // As in the shop, the shopper signs in to pay: a password check per purchase, as on the real day.
  const login = await persist("Ingreso", () => logIn(client, plan.email, { "x-forwarded-for": address }))
  if (login.status !== 200 || typeof login.data === "string") {
    await leave()
    return record(
      { kind: "refused", step: "Ingreso", status: login.status, message: messageOf(login) },
      { admittedAt, heldAt, purchaseId },
    )
  }
  const paid = await checkout(client, purchase, login.data.token, plan.email, observeStep)
  await leave()
  if (!paid.paid)
    return record(
      { kind: "refused", step: paid.step, status: paid.status, message: paid.message },
      { admittedAt, heldAt, purchaseId },
    )
  const places = plan.want.kind === "seats" ? plan.want.seatIds.length : plan.want.count
  return record({ kind: "bought", places }, { admittedAt, heldAt, paidAt: clock(), purchaseId })
}
