import type { TenantConfig } from "../../contract/tenant.js"
import { holdExtensionPolicy } from "../../rules/holdExtension.js"

/** The constants of SPEC §9 that the machines obey, taken from the tenant configuration. */
export interface MachineSettings {
  readonly clockMs: number
  readonly tickMs: number
  readonly alertMs: number
  /** How many times a shopper may extend a purchase's hold; absent (logs recorded before extensions) means none. */
  readonly maxHoldExtensions?: number
  readonly sessionValidityMs: number
  readonly verificationAttempts: number
  readonly verificationStepMs: number
  readonly processType: TenantConfig["processType"]
  readonly loginSystem: TenantConfig["loginSystem"]
}

const MINUTE = 60_000

export const machineSettings = (tenant: TenantConfig): MachineSettings => ({
  clockMs: tenant.purchase.clockMinutes * MINUTE,
  tickMs: tenant.purchase.tickMs,
  alertMs: tenant.purchase.alertSeconds * 1000,
  maxHoldExtensions: holdExtensionPolicy(tenant).maxExtensions,
  sessionValidityMs: tenant.session.validityMinutes * MINUTE,
  verificationAttempts: tenant.paymentVerification.attempts,
  verificationStepMs: tenant.paymentVerification.stepMs,
  processType: tenant.processType,
  loginSystem: tenant.loginSystem,
})

/** SPEC §9's values, for tests and for front ends that do not load a tenant file. */
export const DEFAULT_SETTINGS: MachineSettings = {
  clockMs: 12 * MINUTE,
  tickMs: 1000,
  alertMs: 120_000,
  // SPEC §9 extends no hold; a tenant file turns extensions on.
  maxHoldExtensions: 0,
  sessionValidityMs: 180 * MINUTE,
  verificationAttempts: 60,
  verificationStepMs: 2000,
  processType: "CART",
  loginSystem: "OWN_SELF_LOGIN",
}
