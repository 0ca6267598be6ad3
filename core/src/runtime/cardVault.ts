import type { CardChargeRequest } from "../contract/savedCards.js"

/**
 * Keeps the full card form in memory between "pay" and the charge call, out of
 * every event, log and store: the log only sees BIN and last 4 digits. Each form
 * can be taken once; nothing survives a reload, on purpose.
 */
export interface CardVault {
  readonly keep: (form: CardChargeRequest) => string
  readonly take: (ref: string) => CardChargeRequest | undefined
}

export const createCardVault = (newRef: () => string): CardVault => {
  const forms = new Map<string, CardChargeRequest>()
  return {
    keep: (form) => {
      const ref = newRef()
      forms.set(ref, form)
      return ref
    },
    take: (ref) => {
      const form = forms.get(ref)
      forms.delete(ref)
      return form
    },
  }
}
