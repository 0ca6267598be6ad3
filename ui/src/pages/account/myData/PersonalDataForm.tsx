import {
  Country,
  DocumentType,
  Gender,
  PhoneType,
  personalDataFormOf,
  personalDataRequest,
  validatePersonalDataForm,
  type Customer,
  type PersonalDataForm as FormValues,
} from "@boleteria/core"
import { useCallback, useRef, useState, type FormEvent } from "react"
import { useSession, useT, useTenant } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { SelectField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { useAccountAction } from "../common/useAccountAction.js"
import { useToday } from "../../../app/useToday.js"
import { BirthdayFields } from "./BirthdayFields.js"

type TextName = "firstName" | "lastName" | "documentNumber" | "phoneNumber" | "telegramUser"
type ChoiceName = "gender" | "documentType" | "phoneType" | "country"

interface Props {
  readonly customer: Customer
  readonly onSaved: (customer: Customer) => void
}

/** My data's form: core's rules judge it, Modificar/DatosPersonales saves it. */
export const PersonalDataForm = ({ customer, onSaved }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const session = useSession()
  const today = useToday()
  const validate = useCallback((values: FormValues) => validatePersonalDataForm(values, { today }), [today])
  const form = useFormState(personalDataFormOf(customer), validate)
  const save = useAccountAction()
  const [saved, setSaved] = useState(false)
  const formElement = useRef<HTMLFormElement>(null)
  const { values } = form

  const change = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setSaved(false)
    form.set(field, value)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const request = form.submit() ? personalDataRequest(values, { today }) : null
    if (request === null) return focusFirstInvalid(formElement.current)
    const updated = await save.run((api) => api.updatePersonalData({ body: request }))
    if (updated === null) return
    session.userUpdated({ cNombre: updated.cNombre, cEmail: updated.cEmail, lAlias: updated.lAlias })
    form.reset(personalDataFormOf(updated))
    setSaved(true)
    onSaved(updated)
  }

  const text = (name: TextName) => ({
    name,
    label: t(`account.myData.${name}`),
    value: String(values[name] ?? ""),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => {
      if (name !== "telegramUser") form.blur(name)
    },
    error: name === "telegramUser" ? undefined : form.shownError(name),
  })
  const choice = (name: ChoiceName) => ({
    name,
    label: t(`account.myData.${name}`),
    value: values[name] ?? "",
    onChange: (event: { target: { value: string } }) => change(name, event.target.value || null),
    onBlur: () => form.blur(name),
    error: form.shownError(name),
  })
  const birthdayBox = (box: "birthDay" | "birthMonth" | "birthYear") => String(values[box] ?? "")

  return (
    <form
      ref={formElement}
      className={styles.card}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("account.myData.formLabel")}
    >
      <div className={fieldStyles.form}>
        <div className={fieldStyles.row}>
          <TextField {...text("firstName")} autoComplete="given-name" />
          <TextField {...text("lastName")} autoComplete="family-name" />
        </div>
        <TextField
          label={t("account.myData.email")}
          name="email"
          type="email"
          value={customer.cEmail}
          readOnly
          hint={t("account.myData.emailHint")}
        />
        <div className={fieldStyles.row}>
          <SelectField {...choice("gender")}>
            <option value="">{t("account.choose")}</option>
            {Gender.literals.map((gender) => (
              <option key={gender} value={gender}>
                {t(`account.genders.${gender}`)}
              </option>
            ))}
          </SelectField>
          <SelectField {...choice("country")} autoComplete="country">
            {Country.literals.map((country) => (
              <option key={country} value={country}>
                {t(`account.countries.${country}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={fieldStyles.row}>
          <SelectField {...choice("documentType")}>
            <option value="">{t("account.myData.noDocument")}</option>
            {DocumentType.literals.map((type) => (
              <option key={type} value={type}>
                {t(`account.documentTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField {...text("documentNumber")} inputMode="numeric" />
        </div>
        <BirthdayFields
          values={{
            birthDay: birthdayBox("birthDay"),
            birthMonth: birthdayBox("birthMonth"),
            birthYear: birthdayBox("birthYear"),
          }}
          onChange={(box, value) => change(box, value)}
          onLeave={(box) => {
            form.blur(box)
            form.blur("birthdate")
          }}
          errorOf={(box) => form.shownError(box)}
          dateError={form.shownError("birthdate")}
        />
        <div className={fieldStyles.row}>
          <SelectField {...choice("phoneType")}>
            <option value="">{t("account.myData.noPhone")}</option>
            {PhoneType.literals.map((type) => (
              <option key={type} value={type}>
                {t(`account.phoneTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField {...text("phoneNumber")} type="tel" autoComplete="tel" />
        </div>
        {tenant.flags.telegramInMyData && (
          <TextField {...text("telegramUser")} hint={t("account.telegramHint")} autoComplete="off" />
        )}
      </div>
      <LiveRegion>
        {save.failure !== null && <ApiFailureMessage failure={save.failure} />}
        {saved && <p className={styles.notice}>{t("account.myData.saved")}</p>}
      </LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" busy={save.isRunning}>
          {t(save.isRunning ? "account.saving" : "account.save")}
        </Button>
      </div>
    </form>
  )
}
