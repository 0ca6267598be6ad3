import { additionalDataRequest, type Customer } from "@boleteria/core"
import type { ReactNode } from "react"
import { useSession } from "../../../app/ShopContext.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState, type FormState } from "../../../components/form/useFormState.js"
import { AccountForm } from "../common/AccountForm.js"
import { useAccountAction } from "../common/useAccountAction.js"

interface Extras {
  readonly telegramUser: string
  readonly alias: string
}

// Free text the server keeps as given: nothing to judge before saving.
const noRules = () => ({})

interface Props {
  readonly customer: Customer
  readonly onSaved: (customer: Customer) => void
  /** The form's name. */
  readonly label: string
  /** Said once saved, until the next change. */
  readonly savedNotice: string
  /** The fields of the extras this page edits; the others are saved as the customer has them. */
  readonly children: (form: FormState<Extras, never>) => ReactNode
}

/** The alias and the Telegram user, saved with the rest of the personal data as it is (Modificar/DatosPersonales). */
export const ExtrasForm = ({ customer, onSaved, label, savedNotice, children }: Props) => {
  const session = useSession()
  const form = useFormState<Extras, never>(
    { telegramUser: customer.cUsuarioTelegram ?? "", alias: customer.cAlias ?? "" },
    noRules,
  )
  const action = useAccountAction()
  const submitting = useFormSubmit(form, action, {
    send: (extras) => (api) => api.updatePersonalData({ body: additionalDataRequest(customer, extras) }),
    then: (updated, sent) => {
      session.userUpdated({ cNombre: updated.cNombre, cEmail: updated.cEmail, lAlias: updated.lAlias })
      onSaved(updated)
      return sent
    },
  })
  return (
    <AccountForm form={submitting.props} action={action} label={label} notice={submitting.done ? savedNotice : null}>
      {children(form)}
    </AccountForm>
  )
}
