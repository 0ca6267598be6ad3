import * as Effect from "effect/Effect"
import type { TenantConfig } from "../contract/tenant.js"
import { machineSettings, type MachineSettings } from "../machines/shared/settings.js"
import type { ApiShape } from "../ports/Api.js"

/** A tenant's configuration and the machine settings a live tab runs with. */
export interface TenantSettings {
  readonly tenant: TenantConfig
  readonly settings: MachineSettings
}

/**
 * What a front end calls once at start, before `startLiveTab(services, settings)`: the tenant's
 * public configuration from the server (`GET /v2/Configuracion`) and the machine settings it makes
 * (the purchase clock, hold extensions, the session's length…), so a tab obeys the tenant's limits
 * rather than DEFAULT_SETTINGS'. It rejects with the call's ApiFailure (a NetworkError, an ApiError).
 * The shop does not call it: it reads the same object from its index.html (script#tenant), which the
 * server writes, so its first paint waits for no second request.
 */
export const loadTenantSettings = (api: ApiShape): Promise<TenantSettings> =>
  Effect.runPromise(
    api.getTenantSettings().pipe(Effect.map((tenant) => ({ tenant, settings: machineSettings(tenant) }))),
  )
