import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { DemoCustomer } from "@boleteria/core"

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "fixtures")

/** fixtures/demoCustomers.json as written (the server's seed decodes it with core's schema). */
const demoCustomers = JSON.parse(
  readFileSync(join(FIXTURES, "demoCustomers.json"), "utf8"),
) as ReadonlyArray<DemoCustomer>

/** The demo customer with bookings: Valentina Sosa, whose password the fixture publishes. */
export const DEMO_CUSTOMER = {
  email: demoCustomers[0]!.oAlta.cEmail,
  password: demoCustomers[0]!.oAlta.cClave,
} as const
