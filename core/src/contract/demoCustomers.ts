import * as Schema from "effect/Schema"
import { Id } from "./common.js"
import { SignUpRequest } from "./requests/customer.js"

/** A booking the demo data gives a demo customer (fixtures/demoCustomers.json). */
export const DemoBooking = Schema.Struct({
  idFuncion: Id,
  /** Days from seeding until it lapses (never after the function starts). */
  nDiasVigencia: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  cCodigoSector: Schema.String,
  /** Specific seats of a numbered sector … */
  listaButaca: Schema.optionalKey(Schema.Array(Schema.Struct({ cFila: Schema.String, nButaca: Schema.Int }))),
  /** … or a quantity of a general-admission sector (its first free places). */
  nCantidad: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
}).annotate({ identifier: "DemoBooking" })
export type DemoBooking = typeof DemoBooking.Type

/** A demo customer: the sign-up form they filled (their password is public: it is a demo) and their bookings. */
export const DemoCustomer = Schema.Struct({
  oAlta: SignUpRequest,
  listaReserva: Schema.Array(DemoBooking),
}).annotate({ identifier: "DemoCustomer" })
export type DemoCustomer = typeof DemoCustomer.Type

export const DemoCustomersFile = Schema.Array(DemoCustomer)
