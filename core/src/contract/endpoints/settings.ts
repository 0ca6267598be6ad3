import { TenantConfig } from "../tenant.js"
import { endpoint } from "./endpoint.js"

/**
 * What a front end reads at start to run with the tenant's limits (core's loadTenantSettings). The
 * shop reads the same object from its index.html, so its first download does not carry this call.
 */
export const settingsEndpoints = {
  getTenantSettings: endpoint({
    method: "GET",
    path: "/v2/Configuracion",
    summary: "The tenant's public configuration, as the shop's index.html carries it",
    access: "public",
    answer: TenantConfig,
    errors: [],
  }),
}
