import type { SavedCard } from "@boleteria/core"
import { useState } from "react"
import { useAccountAction } from "../common/useAccountAction.js"
import { noteRegistrationStarted } from "./registrationNote.js"

/** From "my cards" the shop names purchase 0 (docs/saved-cards.md). */
const FROM_ACCOUNT = { idProcesoDeCompra: 0 }

/**
 * "Agregar tarjeta": card/BancardiFrame opens a registration, and the shopper goes to the page it
 * answers (the processor's; the sandbox's is on the shop's server), which returns to /myCards.
 */
export const useAddCard = (known: ReadonlyArray<SavedCard>) => {
  const change = useAccountAction()
  const [leaving, setLeaving] = useState(false)
  const add = async () => {
    const registration = await change.run((api) => api.startCardRegistration({ path: FROM_ACCOUNT }))
    if (registration === null) return
    noteRegistrationStarted(known.map((card) => card.cAliasToken))
    // The button stays busy until the browser has left.
    setLeaving(true)
    window.location.assign(registration.cUrl)
  }
  return { add, busy: change.isRunning || leaving, failure: change.failure }
}
