import {
  SandboxCard,
  type ChargeRequest,
  type DeliveryType,
  type LoginResult,
  type PaymentMethod,
  type PaymentStatus,
  type PurchaseProcess,
  type SignUpRequest,
} from "@boleteria/core"
import { TEST_START, type TestServer } from "./testServer.js"

export const DAY = 24 * 60 * 60_000

/** The answer's oData when the step succeeded; otherwise the test stops there, naming the step's answer. */
export const ok = async <T>(answer: Promise<{ status: number; oData: T }>): Promise<T> => {
  const { status, oData } = await answer
  if (status !== 200) throw new Error(`step failed: ${status} ${JSON.stringify(oData)}`)
  return oData
}

/** The sign-up form of the shoppers these tests create: always the same person, under the e-mail given. */
export const signUpForm = (cEmail: string): SignUpRequest => ({
  cNombre: "Martina",
  cApellido: "Suárez",
  cEmail,
  cEmailConfirmacion: cEmail,
  cClave: "Entradas2025",
  cClaveConfirmacion: "Entradas2025",
  cGenero: "FEMENINO",
  cTipoDocumento: null,
  cNumeroDocumento: null,
  cTipoTelefono: null,
  cTelefono: null,
  oFechaNacimiento: null,
  cAlias: null,
  cUsuarioTelegram: null,
  cPais: "AR",
  lAceptaTerminos: true,
})

/** Signs a new shopper up with that e-mail and returns their session token. */
export const signUp = async (server: TestServer, cEmail: string): Promise<string> =>
  (await ok(server.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpForm(cEmail)))).token

/** The payment form (body of Cobrar) for a sandbox card; `changes` spoils it on purpose. */
export const chargeForm = (cNumeroTarjeta: string = SandboxCard.approves, changes: Partial<ChargeRequest> = {}): ChargeRequest => ({
  cTitular: "MARTINA SUAREZ",
  cNumeroTarjeta,
  nMesVencimiento: 12,
  nAnioVencimiento: 2030,
  cCodigoSeguridad: "123",
  nCuotas: 1,
  cTipoDocumento: "DNI",
  cNumeroDocumento: "35111222",
  cEmail: "martina@example.com",
  oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
  ...changes,
})

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

/** Takes `nCantidad` best-available places of a sector into process `processId` (0 starts a new one). */
export const takeGroup = (
  server: TestServer,
  place: { readonly idFuncion: number; readonly idSector: number; readonly nCantidad: number; readonly idPromocion?: number | null },
  processId = 0,
  token?: string,
) =>
  server.call<PurchaseProcess>(
    "POST",
    `/v2/Proceso/${processId}/Posiciones/TomarGrupo`,
    { idFuncion: place.idFuncion, idSector: place.idSector, nCantidad: place.nCantidad, idPromocion: place.idPromocion ?? null },
    token,
  )

/** Chooses e-ticket delivery and the credit card for the process, as the checkout does; stops the test if either is refused. */
export const chooseETicketAndCredit = async (server: TestServer, processId: number, token: string): Promise<void> => {
  const process = `/v2/Proceso/${processId}`
  const eTicket = (await ok(server.call<ReadonlyArray<DeliveryType>>("GET", `${process}/TiposDeEntrega`, undefined, token))).find(
    (type) => type.cCodigo === "ETICKET",
  )!
  await ok(server.call("POST", `${process}/EntregaTipo/Seleccionar`, { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null }, token))
  const credit = (await ok(server.call<ReadonlyArray<PaymentMethod>>("GET", `${process}/FormasDePago`, undefined, token))).find(
    (method) => method.cTipo === "CREDITO",
  )!
  await ok(server.call("POST", `${process}/FormaDePago/Seleccionar`, { nFormaDePago: credit.nFormaDePago }, token))
}

/** Chooses e-ticket and credit card, then charges the card; returns Cobrar's answer as it came. */
export const payWithETicket = async (server: TestServer, processId: number, token: string, form: ChargeRequest = chargeForm()) => {
  await chooseETicketAndCredit(server, processId, token)
  return server.call<PaymentStatus>("POST", `/v2/Proceso/${processId}/Cobrar`, form, token)
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
