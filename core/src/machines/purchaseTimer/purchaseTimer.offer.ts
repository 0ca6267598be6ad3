import type { PurchaseTimerView } from "./purchaseTimer.connect.js"

/**
 * What a clock shows of extending the hold (WCAG 2.2.1): "offered", the action (in the alert
 * minutes, or while an extension is on its way, with extensions left); "usedUp", that none are
 * left; "none", nothing. Every clock that offers it reads this one rule. It stays out of the
 * view-model because the top bar's clock is in the shop's first download and its extension control is not.
 */
export type HoldExtensionOffer = "offered" | "usedUp" | "none"

export const holdExtensionOffer = (
  timer: Pick<PurchaseTimerView, "isRunning" | "extensionsAllowed" | "isAlert" | "isExtending" | "extensionsLeft">,
): HoldExtensionOffer => {
  if (!timer.isRunning || !timer.extensionsAllowed || !(timer.isAlert || timer.isExtending)) return "none"
  return timer.extensionsLeft > 0 ? "offered" : "usedUp"
}
