import { PhoneType, phoneRequest, validatePhoneForm, type Phone, type PhoneFormValues } from "@boleteria/core"
import { useId, useRef, type FormEvent } from "react"
import { useSession, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { CheckField, SelectField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { useAccountAction } from "../common/useAccountAction.js"

export const NEW_PHONE: PhoneFormValues = { type: "MOVIL", number: "", isDefault: false }

interface Props {
  /** The phone being edited; null adds a new one. */
  readonly phone: Phone | null
  readonly initial: PhoneFormValues
  readonly onSaved: (phone: Phone) => void
  readonly onCancel: () => void
}

/** Adds or edits one phone (SPEC §3 Phone), judged by core's validatePhoneForm. */
export const PhoneEditor = ({ phone, initial, onSaved, onCancel }: Props) => {
  const t = useT()
  const { token } = useSession()
  const titleId = useId()
  const form = useFormState(initial, validatePhoneForm)
  const save = useAccountAction()
  const formElement = useRef<HTMLFormElement>(null)
  const { values } = form

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const request = form.submit() ? phoneRequest(values) : null
    if (request === null) return focusFirstInvalid(formElement.current)
    const saved = await save.run((api) =>
      phone === null ? api.addPhone(token, request) : api.updatePhone(token, phone.idClienteTelefono, request),
    )
    if (saved !== null) onSaved(saved)
  }

  return (
    <form ref={formElement} className={styles.card} noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t(phone === null ? "account.phone.new" : "account.phone.edit")}
      </h2>
      <div className={fieldStyles.form}>
        <div className={fieldStyles.row}>
          <SelectField
            label={t("account.phone.type")}
            name="type"
            value={values.type ?? ""}
            onChange={(event) => form.set("type", event.target.value || null)}
            onBlur={() => form.blur("type")}
            error={form.shownError("type")}
          >
            {PhoneType.literals.map((type) => (
              <option key={type} value={type}>
                {t(`account.phoneTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("account.phone.number")}
            name="number"
            type="tel"
            autoComplete="tel"
            hint={t("account.phone.numberHint")}
            value={String(values.number ?? "")}
            onChange={(event) => form.set("number", event.target.value)}
            onBlur={() => form.blur("number")}
            error={form.shownError("number")}
          />
        </div>
        <CheckField
          label={t("account.phone.isDefault")}
          name="isDefault"
          checked={values.isDefault}
          onChange={(event) => form.set("isDefault", event.target.checked)}
        />
      </div>
      <LiveRegion>{save.failure !== null && <ApiFailureMessage failure={save.failure} />}</LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isRunning} aria-busy={save.isRunning}>
          {t(save.isRunning ? "account.saving" : "account.phone.save")}
        </Button>
        <Button kind="ghost" onClick={onCancel}>
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  )
}
