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
import { useCallback } from "react"
import { useSession, useT, useTenant } from "../../../app/ShopContext.js"
import { ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { useFormSubmit } from "../../../components/form/useFormSubmit.js"
import { useFormState } from "../../../components/form/useFormState.js"
import { AccountForm } from "../common/AccountForm.js"
import { useAccountAction } from "../common/useAccountAction.js"
import { useToday } from "../../../app/useToday.js"
import { BirthdayFields } from "./BirthdayFields.js"

type TextName = "firstName" | "lastName" | "documentNumber" | "phoneNumber" | "telegramUser"
type ChoiceName = "gender" | "documentType" | "phoneType" | "country"

/** Each choice's options, where their words are, and the words of choosing none (a key; none: one must be chosen). */
const CHOICES: Record<ChoiceName, { options: ReadonlyArray<string>; optionTexts: string; empty?: string }> = {
  gender: { options: Gender.literals, optionTexts: "account.genders", empty: "account.choose" },
  country: { options: Country.literals, optionTexts: "account.countries" },
  documentType: {
    options: DocumentType.literals,
    optionTexts: "account.documentTypes",
    empty: "account.myData.noDocument",
  },
  phoneType: { options: PhoneType.literals, optionTexts: "account.phoneTypes", empty: "account.myData.noPhone" },
}

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
  const submitting = useFormSubmit(form, save, {
    send: (values) => {
      const request = personalDataRequest(values, { today })
      return request === null ? null : (api) => api.updatePersonalData({ body: request })
    },
    then: (updated) => {
      session.userUpdated({ cNombre: updated.cNombre, cEmail: updated.cEmail, lAlias: updated.lAlias })
      onSaved(updated)
      return personalDataFormOf(updated)
    },
  })
  const text = (name: TextName) => ({ ...form.text(name), label: t(`account.myData.${name}`) })
  const choice = (name: ChoiceName) => ({
    ...form.choice(name),
    ...CHOICES[name],
    label: t(`account.myData.${name}`),
    empty: CHOICES[name].empty === undefined ? undefined : t(CHOICES[name].empty),
  })
  const birthdayBox = (box: "birthDay" | "birthMonth" | "birthYear") => String(form.values[box] ?? "")

  return (
    <AccountForm
      form={submitting.props}
      action={save}
      label={t("account.myData.formLabel")}
      notice={submitting.done ? t("account.myData.saved") : null}
    >
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
        <ChoiceField {...choice("gender")} />
        <ChoiceField {...choice("country")} autoComplete="country" />
      </div>
      <div className={fieldStyles.row}>
        <ChoiceField {...choice("documentType")} />
        <TextField {...text("documentNumber")} inputMode="numeric" />
      </div>
      <BirthdayFields
        values={{
          birthDay: birthdayBox("birthDay"),
          birthMonth: birthdayBox("birthMonth"),
          birthYear: birthdayBox("birthYear"),
        }}
        onChange={(box, value) => form.set(box, value)}
        onLeave={(box) => {
          form.blur(box)
          form.blur("birthdate")
        }}
        errorOf={(box) => form.shownError(box)}
        dateError={form.shownError("birthdate")}
      />
      <div className={fieldStyles.row}>
        <ChoiceField {...choice("phoneType")} />
        <TextField {...text("phoneNumber")} type="tel" autoComplete="tel" />
      </div>
      {tenant.flags.telegramInMyData && (
        <TextField {...text("telegramUser")} hint={t("account.telegramHint")} autoComplete="off" />
      )}
    </AccountForm>
  )
}
