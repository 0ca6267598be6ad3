import { additionalDataRequest, type Customer } from "@boleteria/core"
import { useSession } from "../../../app/ShopContext.js"
import { useAccountAction } from "../common/useAccountAction.js"

/** Saves the alias and the Telegram user, keeping the rest of the personal data as it is. */
export const useSaveExtras = (customer: Customer, onSaved: (customer: Customer) => void) => {
  const session = useSession()
  const action = useAccountAction()
  const save = async (extras: { readonly alias: string; readonly telegramUser: string }): Promise<boolean> => {
    const body = additionalDataRequest(customer, extras)
    const updated = await action.run((api) => api.updatePersonalData({ body }))
    if (updated === null) return false
    session.userUpdated({ cNombre: updated.cNombre, cEmail: updated.cEmail, lAlias: updated.lAlias })
    onSaved(updated)
    return true
  }
  return { save, isRunning: action.isRunning, failure: action.failure }
}
