import {
  validateWithdrawalForm,
  withdrawalRequestOf,
  type ApiFailure,
  type WithdrawalForm as WithdrawalFormValues,
  type WithdrawalFormField,
  type WithdrawalPreview,
  type WithdrawalRequest,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react"
import { useServices, useSession, useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import * as styles from "../contact/ContactForm.css.js"
import { MessageField } from "../contact/MessageField.js"

interface Props {
  /** The server's last refusal is showing: a field's message replaces it (only the newer problem shows). */
  readonly failureShown: boolean
  /** The preview came: the summary asks the shopper to confirm `request`. */
  readonly onPreview: (preview: WithdrawalPreview, request: WithdrawalRequest) => void
  readonly onFailure: (failure: ApiFailure) => void
  /** The shopper changed the form or it showed a field's message: the old refusal no longer applies. */
  readonly onEdit: () => void
}

/**
 * The order number and the e-mail of the purchase, with no login: core's rules check them
 * (messages tied to their fields), then POST /v2/Arrepentimiento/Previa says what withdrawing it
 * would do. Nothing is cancelled here: the summary asks first.
 */
export const WithdrawalForm = ({ failureShown, onPreview, onFailure, onEdit }: Props) => {
  const t = useT()
  const { api } = useServices()
  const session = useSession()
  const attend = useAttention()
  const formElement = useRef<HTMLFormElement>(null)
  const [sending, setSending] = useState(false)
  const form = useFormState<WithdrawalFormValues, WithdrawalFormField>(
    { orderNumber: "", email: session.email ?? "", reason: "" },
    validateWithdrawalForm,
    onEdit,
  )
  const { values } = form

  // A refusal that arrives hides the field messages of before: only the newer problem shows.
  const hideFieldMessages = useEffectEvent(() => form.reset(values))
  useEffect(() => {
    if (failureShown) hideFieldMessages()
  }, [failureShown])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const body = form.submit() ? withdrawalRequestOf(values) : null
    if (body === null) {
      onEdit()
      return focusFirstInvalid(formElement.current)
    }
    setSending(true)
    const result = await Effect.runPromise(
      Effect.result(api.previewWithdrawal({ body: { idPedido: body.idPedido, cEmail: body.cEmail } })),
    )
    setSending(false)
    if (result._tag === "Success") onPreview(result.success, body)
    else if (result.failure._tag === "NetworkError") attend(result.failure)
    else onFailure(result.failure)
  }

  return (
    <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={fieldStyles.row}>
        <TextField
          label={t("info.withdrawal.form.orderNumber")}
          hint={t("info.withdrawal.form.orderNumberHint")}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.text("orderNumber")}
        />
        <TextField
          label={t("info.withdrawal.form.email")}
          hint={t("info.withdrawal.form.emailHint")}
          type="email"
          autoComplete="email"
          required
          {...form.text("email")}
        />
      </div>
      <MessageField
        label={t("info.withdrawal.form.reason")}
        hint={t("info.withdrawal.form.reasonHint")}
        rows={3}
        {...form.text("reason")}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={sending}>
          {t(sending ? "info.withdrawal.form.sending" : "info.withdrawal.form.submit")}
        </Button>
      </div>
    </form>
  )
}
