import { resetTimer } from "./purchaseTimer.rules.js"
import type { PurchaseTimerContext, PurchaseTimerInput } from "./purchaseTimer.types.js"

/** Where the purchase clock starts; runtime/lazy shows the same before the machine loads. */
export const PURCHASE_TIMER_INITIAL = {
  state: "RESET",
  context: ({ tabId, settings }: PurchaseTimerInput): PurchaseTimerContext => ({
    tabId,
    settings,
    timer: resetTimer(settings.processType),
    local: { nTabId: tabId, dUpdate: null },
    now: 0,
    latestClaim: null,
    extensionRequest: null,
    extensionMessage: null,
  }),
} as const
