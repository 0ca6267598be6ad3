import type { ChargeRequest } from "@boleteria/core"
import { useState, type FormEvent } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"

const FIELDS = [
  "holder",
  "number",
  "month",
  "year",
  "code",
  "document",
  "email",
  "birthDay",
  "birthMonth",
  "birthYear",
] as const
type CardField = (typeof FIELDS)[number]

const NUMERIC: ReadonlySet<CardField> = new Set([
  "number",
  "month",
  "year",
  "code",
  "document",
  "birthDay",
  "birthMonth",
  "birthYear",
])
const AUTOCOMPLETE: Partial<Record<CardField, string>> = {
  holder: "cc-name",
  number: "cc-number",
  month: "cc-exp-month",
  year: "cc-exp-year",
  code: "cc-csc",
  email: "email",
  birthDay: "bday-day",
  birthMonth: "bday-month",
  birthYear: "bday-year",
}

/** The form as the contract's card payment reads it: one payment, a DNI; the server judges every field. */
const chargeRequestOf = (values: Readonly<Record<CardField, string>>): ChargeRequest => ({
  cTitular: values.holder.trim(),
  cNumeroTarjeta: values.number.replace(/\s+/gu, ""),
  nMesVencimiento: Number(values.month),
  nAnioVencimiento: Number(values.year),
  cCodigoSeguridad: values.code.trim(),
  nCuotas: 1,
  cTipoDocumento: "DNI",
  cNumeroDocumento: values.document.trim(),
  cEmail: values.email.trim(),
  oFechaNacimiento: { nDia: Number(values.birthDay), nMes: Number(values.birthMonth), nAnio: Number(values.birthYear) },
})

/**
 * The card that pays an exchange's difference, in one payment. A short form of its own: the
 * checkout's card form belongs to the purchase machine, and this payment is the server's Cobrar for
 * the exchange's process, whose answer the page shows.
 */
export const ExchangeCardForm = ({
  submitLabel,
  busy,
  onPay,
}: {
  readonly submitLabel: string
  readonly busy: boolean
  readonly onPay: (card: ChargeRequest) => void
}) => {
  const t = useT()
  const [values, setValues] = useState<Record<CardField, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, ""])) as Record<CardField, string>,
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onPay(chargeRequestOf(values))
  }
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={fieldStyles.group}>
        <legend className={fieldStyles.legend}>{t("account.orders.exchange.card.legend")}</legend>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`account.orders.exchange.card.${field}`)}
            name={field}
            required
            type={field === "email" ? "email" : "text"}
            inputMode={NUMERIC.has(field) ? "numeric" : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
      </fieldset>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
