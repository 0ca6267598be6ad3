import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { TenantConfig } from "@boleteria/core"
import { loadTenant } from "../../server/src/tenant.js"

// A path, not new URL("../../", …): under happy-dom, URL is the DOM's, which resolves against its own page.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "fixtures")

/** fixtures/tenant.json, as the server loads it: tests change a part of it for one server. */
export const fixtureTenant: TenantConfig = loadTenant(join(FIXTURES, "tenant.json"))
