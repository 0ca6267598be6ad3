import { existsSync } from "node:fs"
import { join } from "node:path"
import { DemoCustomersFile, type DemoBooking, type DemoCustomer } from "@boleteria/core"
import { createAccount } from "../../domain/customers/accounts.js"
import { generalKey, seatKey } from "../../store/purchases/holds.js"
import { hashPassword, type PasswordCost } from "../../security/passwords.js"
import type { Queryable } from "../database.js"
import { readJson } from "./catalogFiles.js"

const DAY_MS = 24 * 60 * 60_000

/** `<fixturesDir>/demoCustomers.json`, decoded; none when the folder has no such file. */
export const readDemoCustomers = (fixturesDir: string): ReadonlyArray<DemoCustomer> => {
  const path = join(fixturesDir, "demoCustomers.json")
  return existsSync(path) ? readJson(path, DemoCustomersFile) : []
}

interface PlaceToBook {
  readonly key: string
  readonly sectorId: number
  readonly seatId: number | null
  readonly price: number
  readonly serviceCharge: number
}

/** The places a demo booking names, priced at its show's prices; a place the catalogue lacks stops the seed. */
const placesOf = async (db: Queryable, booking: DemoBooking): Promise<ReadonlyArray<PlaceToBook>> => {
  const { rows: sectors } = await db.query<{ id: number; numbered: boolean; price: string; service_charge: string }>(
    `SELECT ms.id, ms.numbered, sp.price, sp.service_charge
       FROM performances f JOIN shows s ON s.id = f.show_id JOIN venues v ON v.id = s.venue_id
       JOIN map_sectors ms ON ms.map_code = v.map_code AND ms.code = $2
       JOIN show_prices sp ON sp.show_id = s.id AND sp.sector_id = ms.id
      WHERE f.id = $1`,
    [booking.idFuncion, booking.cCodigoSector],
  )
  const sector = sectors[0]
  if (sector === undefined)
    throw new Error(`demoCustomers.json: function ${booking.idFuncion} sells no sector ${booking.cCodigoSector}`)
  const priced = { sectorId: sector.id, price: Number(sector.price), serviceCharge: Number(sector.service_charge) }
  if (!sector.numbered) {
    const slots = Array.from({ length: booking.nCantidad ?? 0 }, (_, index) => index + 1)
    return slots.map((slot) => ({ ...priced, key: generalKey(sector.id, slot), seatId: null }))
  }
  return Promise.all(
    (booking.listaButaca ?? []).map(async ({ cFila, nButaca }) => {
      const { rows } = await db.query<{ id: number }>(
        "SELECT id FROM map_seats WHERE sector_id = $1 AND row_label = $2 AND seat_number = $3",
        [sector.id, cFila, nButaca],
      )
      const seat = rows[0]
      if (seat === undefined)
        throw new Error(`demoCustomers.json: ${booking.cCodigoSector} has no seat ${cFila} ${nButaca}`)
      return { ...priced, key: seatKey(seat.id), seatId: seat.id }
    }),
  )
}

/**
 * A booking as the box office would make it: a holder process no key opens (its places rest there),
 * the booking, what it set aside, and the claims that keep those places off sale until it lapses
 * (never after its function starts).
 */
const insertBooking = async (db: Queryable, customerId: number, booking: DemoBooking, now: number) => {
  const { rows: performances } = await db.query<{ starts_at: Date }>(
    "SELECT starts_at FROM performances WHERE id = $1",
    [booking.idFuncion],
  )
  const startsAt = performances[0]?.starts_at.getTime()
  if (startsAt === undefined) throw new Error(`demoCustomers.json: no function ${booking.idFuncion}`)
  const expiresAt = new Date(Math.min(now + booking.nDiasVigencia * DAY_MS, startsAt))
  const { rows: holders } = await db.query<{ id: number }>(
    `INSERT INTO purchase_processes (process_type, customer_id, started_at, expires_at, state)
     VALUES ('BOX', $1, $2, $3, 'ACTIVE') RETURNING id`,
    [customerId, new Date(now), expiresAt],
  )
  const holderId = holders[0]!.id
  const { rows: bookings } = await db.query<{ id: number }>(
    `INSERT INTO bookings (customer_id, performance_id, holder_process_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [customerId, booking.idFuncion, holderId, new Date(now), expiresAt],
  )
  const bookingId = bookings[0]!.id
  for (const place of await placesOf(db, booking)) {
    await db.query(
      `INSERT INTO booking_places (booking_id, place_key, sector_id, seat_id, price, service_charge)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [bookingId, place.key, place.sectorId, place.seatId, place.price, place.serviceCharge],
    )
    await db.query(
      `INSERT INTO place_claims (performance_id, place_key, sector_id, seat_id, process_id, state, expires_at, price, service_charge, booking_id)
       VALUES ($1, $2, $3, $4, $5, 'HELD', $6, $7, $8, $9)`,
      [
        booking.idFuncion,
        place.key,
        place.sectorId,
        place.seatId,
        holderId,
        expiresAt,
        place.price,
        place.serviceCharge,
        bookingId,
      ],
    )
  }
}

/** The demo customers (signed up as their form says, password hashed at `cost`) and their bookings. */
export const insertDemoCustomers = async (
  db: Queryable,
  customers: ReadonlyArray<DemoCustomer>,
  now: number,
  cost: PasswordCost,
): Promise<void> => {
  for (const customer of customers) {
    const account = await createAccount(db, customer.oAlta, await hashPassword(customer.oAlta.cClave, cost), now)
    if (account === null) throw new Error(`demoCustomers.json: ${customer.oAlta.cEmail} is there twice`)
    for (const booking of customer.listaReserva) await insertBooking(db, account.id, booking, now)
  }
}
