import {
  SandboxCard,
  type ChargeRequest,
  type DeliveryType,
  type LoginResult,
  type OrderHistory,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseProcess,
} from "@boleteria/core"
import { vi } from "vitest"
import { chargeForm, signUpForm } from "../../support/forms.js"
import { TEST_START, type TestServer } from "./testServer.js"

export const DAY = 24 * 60 * 60_000

/** The answer's oData when the step succeeded; otherwise the test stops there, naming the step's answer. */
export const ok = async <T>(answer: Promise<{ status: number; oData: T }>): Promise<T> => {
  const { status, oData } = await answer
  if (status !== 200) throw new Error(`step failed: ${status} ${JSON.stringify(oData)}`)
  return oData
}

/** Signs a new shopper up with that e-mail and returns their session token. */
export const signUp = async (server: TestServer, cEmail: string): Promise<string> =>
  (await ok(server.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpForm(cEmail)))).token

/** A future function (after `from`) with a sector of the wanted kind, smallest sector first (its answer stays small). */
export const functionWithSector = async (
  server: TestServer,
  numbered: boolean,
  options: { readonly from?: number; readonly skip?: number } = {},
): Promise<{ performance_id: number; sector_id: number }> => {
  const { rows } = await server.db.query<{ performance_id: number; sector_id: number }>(
    `SELECT p.id AS performance_id, ms.id AS sector_id
       FROM performances p
       JOIN shows s ON s.id = p.show_id
       JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered = $1
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
      WHERE p.starts_at > $2
      ORDER BY ms.capacity, p.starts_at, p.id
      OFFSET $3 LIMIT 1`,
    [numbered, new Date(options.from ?? TEST_START + DAY), options.skip ?? 0],
  )
  if (rows[0] === undefined) throw new Error("the demo billboard has no such function")
  return rows[0]
}

/** The Platea of the theatre's first function still to come: where the payment tests take their places. */
export const theatrePlateaOfComingFunction = async (
  server: TestServer,
): Promise<{ readonly idFuncion: number; readonly idSector: number }> => {
  const { rows } = await server.db.query<{ id: number; sector_id: number }>(
    `SELECT f.id, ms.id AS sector_id FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.code = 'PLATEA'
      WHERE v.map_code = 'teatro-principal' AND f.starts_at > $1 ORDER BY f.starts_at, f.id LIMIT 1`,
    [new Date(server.clock.now())],
  )
  return { idFuncion: rows[0]!.id, idSector: rows[0]!.sector_id }
}

/** What an order's paid total adds up to: its tickets, service charge, delivery, anti-fraud QR and products. */
export const paidTotalOf = (order: OrderHistory["listaPedido"][number]): number =>
  order.fTotalEntradas +
  order.fTotalCargoServicio +
  order.fTotalEntrega +
  order.fTotalQrAntifraude +
  order.fTotalProductos

/** The sectors a show is priced in, by their code in capitals (PLATEA, PULLMAN…). */
export const pricedSectorsOf = async (server: TestServer, showId: number): Promise<Record<string, number>> => {
  const { rows } = await server.db.query<{ name: string; id: number }>(
    `SELECT upper(ms.code) AS name, ms.id FROM show_prices sp JOIN map_sectors ms ON ms.id = sp.sector_id
      WHERE sp.show_id = $1`,
    [showId],
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.id]))
}

/** A purchase as the browser that started it keeps it: its id and its key, sent with every later call. */
export type HeldPurchase = Pick<PurchaseProcess, "idProcesoDeCompra" | "cClaveProceso">

/**
 * A call on a purchase (`/v2/Proceso/{id}` then `step`) from the browser that holds its key, signed
 * in as `token`'s customer when given.
 */
export const onPurchase = <T = unknown>(
  server: TestServer,
  purchase: HeldPurchase,
  method: string,
  step: string,
  body?: unknown,
  token?: string,
) =>
  server.call<T>(method, `/v2/Proceso/${purchase.idProcesoDeCompra}${step}`, body, {
    token,
    purchaseKey: purchase.cClaveProceso,
  })

/** The payment status the shop polls (GET /v3/procesodecompra/{id}), from the browser that holds the key. */
export const pollPayment = (server: TestServer, purchase: HeldPurchase, token?: string) =>
  server.call<PaymentStatus>("GET", `/v3/procesodecompra/${purchase.idProcesoDeCompra}`, undefined, {
    token,
    purchaseKey: purchase.cClaveProceso,
  })

/** `nCantidad` best-available places of a sector of a function, under a promotion if given. */
export interface GroupPlace {
  readonly idFuncion: number
  readonly idSector: number
  readonly nCantidad: number
  readonly idPromocion?: number | null
}

/** Takes `nCantidad` best-available places of a sector into `purchase`, or into a new one (no purchase given). */
export const takeGroup = (
  server: TestServer,
  place: GroupPlace,
  purchase: HeldPurchase | null = null,
  token?: string,
) =>
  server.call<PurchaseProcess>(
    "POST",
    `/v2/Proceso/${purchase?.idProcesoDeCompra ?? 0}/Posiciones/TomarGrupo`,
    {
      idFuncion: place.idFuncion,
      idSector: place.idSector,
      nCantidad: place.nCantidad,
      idPromocion: place.idPromocion ?? null,
    },
    { token, purchaseKey: purchase?.cClaveProceso },
  )

/** Chooses e-ticket delivery for the purchase, as the checkout does; stops the test if it is refused. */
export const chooseETicket = async (server: TestServer, purchase: HeldPurchase, token: string): Promise<void> => {
  const eTicket = (
    await ok(onPurchase<ReadonlyArray<DeliveryType>>(server, purchase, "GET", "/TiposDeEntrega", undefined, token))
  ).find((type) => type.cCodigo === "ETICKET")!
  await ok(
    onPurchase(
      server,
      purchase,
      "POST",
      "/EntregaTipo/Seleccionar",
      { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null },
      token,
    ),
  )
}

/** Chooses e-ticket delivery and the credit card for the purchase, as the checkout does; stops the test if either is refused. */
export const chooseETicketAndCredit = async (
  server: TestServer,
  purchase: HeldPurchase,
  token: string,
): Promise<void> => {
  await chooseETicket(server, purchase, token)
  const credit = (
    await ok(onPurchase<ReadonlyArray<PaymentMethod>>(server, purchase, "GET", "/FormasDePago", undefined, token))
  ).find((method) => method.cTipo === "CREDITO")!
  await ok(
    onPurchase(server, purchase, "POST", "/FormaDePago/Seleccionar", { nFormaDePago: credit.nFormaDePago }, token),
  )
}

/** Chooses e-ticket and credit card, then charges the card; returns Cobrar's answer as it came. */
export const payWithETicket = async (
  server: TestServer,
  purchase: HeldPurchase,
  token: string,
  form: ChargeRequest = chargeForm(),
) => {
  await chooseETicketAndCredit(server, purchase, token)
  return onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", form, token)
}

/**
 * Waits until an order's confirmation went out: it is mailed after the payment answers
 * (server/src/domain/process/orderMail.ts), so a test reading the outbox waits for it first.
 */
export const confirmationMailed = (server: Pick<TestServer, "db">, orderId: number): Promise<void> =>
  vi.waitFor(
    async () => {
      const { rows } = await server.db.query("SELECT 1 FROM order_mails WHERE order_id = $1", [orderId])
      if (rows.length > 0) throw new Error(`order ${orderId}'s confirmation is not mailed yet`)
    },
    { timeout: 20_000, interval: 10 },
  )

/**
 * Pays a held purchase by e-ticket with the approving card, the receipt to `cEmail`; stops the test
 * unless it is approved. Answers the order it became.
 */
export const paidOrder = async (server: TestServer, purchase: HeldPurchase, token: string, cEmail: string) => {
  const paid = await ok(payWithETicket(server, purchase, token, chargeForm(SandboxCard.approves, { cEmail })))
  if (paid.cEstado !== "APROBADO" || paid.idPedido === null) throw new Error(`not approved: ${JSON.stringify(paid)}`)
  await confirmationMailed(server, paid.idPedido)
  return { idPedido: paid.idPedido, idProcesoDeCompra: purchase.idProcesoDeCompra }
}

/**
 * Numbered seats of the first coming function at venues with seat map `mapCode` (the theatre by
 * default), in seat order, skipping the first `offset`: tests that take seats ask for fresh ones.
 */
export const seatsOfComingFunction = async (
  server: TestServer,
  count: number,
  { mapCode = "teatro-principal", offset = 0 }: { readonly mapCode?: string; readonly offset?: number } = {},
): Promise<{ readonly performanceId: number; readonly seatIds: ReadonlyArray<number> }> => {
  const { rows } = await server.db.query<{ performance_id: number; seat_id: number }>(
    `SELECT f.id AS performance_id, st.id AS seat_id
       FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.numbered
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
       JOIN map_seats st ON st.sector_id = ms.id
      WHERE v.map_code = $1 AND f.starts_at > $2
      ORDER BY f.starts_at, f.id, st.id LIMIT $3 OFFSET $4`,
    [mapCode, new Date(server.clock.now()), count, offset],
  )
  return { performanceId: rows[0]!.performance_id, seatIds: rows.map((row) => row.seat_id) }
}
