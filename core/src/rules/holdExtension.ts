import type { TenantConfig } from "../contract/tenant.js"
import type { ProblemKey } from "./problems.js"

/**
 * How a tenant lets a shopper extend the hold (WCAG 2.2.1 Timing Adjustable). The shop, the
 * reference server and the memory Api read the same policy, so the button is offered exactly
 * when the server grants it.
 */
export interface HoldExtensionPolicy {
  /** How many times one purchase's hold may be extended; 0 when the tenant does not extend holds. */
  readonly maxExtensions: number
  /** An extension is offered once this little time is left: SPEC's alert threshold (2 minutes). */
  readonly windowMs: number
  /** An extension renews the hold to a full purchase clock (12 minutes) from the instant it is granted. */
  readonly holdMs: number
}

export const holdExtensionPolicy = (tenant: TenantConfig): HoldExtensionPolicy => {
  const extensions = tenant.purchase.holdExtensions
  return {
    maxExtensions: extensions?.enabled === true ? extensions.max : 0,
    windowMs: tenant.purchase.alertSeconds * 1000,
    holdMs: tenant.purchase.clockMinutes * 60_000,
  }
}

/** Why a hold cannot be extended now. */
export type HoldExtensionRefusal = "off" | "expired" | "limitReached" | "tooEarly"

/**
 * Why a hold with `msLeft` to go, already extended `used` times, cannot be extended now; null
 * when it can. A hold with no time left is over: nothing brings it back.
 */
export const holdExtensionRefusal = (
  policy: HoldExtensionPolicy,
  hold: { readonly msLeft: number; readonly used: number },
): HoldExtensionRefusal | null => {
  if (policy.maxExtensions === 0) return "off"
  if (hold.msLeft <= 0) return "expired"
  if (hold.used >= policy.maxExtensions) return "limitReached"
  if (hold.msLeft > policy.windowMs) return "tooEarly"
  return null
}

/** How many more times the hold may be extended. */
export const extensionsLeft = (policy: HoldExtensionPolicy, used: number): number =>
  Math.max(0, policy.maxExtensions - used)

/** A hold whose places were all released has nothing to extend. */
export const NOTHING_HELD_TO_EXTEND = "problems.holdExtension.nothingHeld" satisfies ProblemKey
