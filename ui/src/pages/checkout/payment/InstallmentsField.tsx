import type { MessageKey } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { useApiFailureText } from "../../../components/ApiFailureMessage.js"
import { useFormatPrice } from "../../../components/Price.js"
import { SelectField } from "../../../components/form/Field.js"
import type { InstallmentsLookup } from "./useInstallments.js"

interface Props {
  readonly lookup: InstallmentsLookup
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  readonly error: MessageKey | undefined
}

/** The installments the processor offers for this card, found by its BIN. */
export const InstallmentsField = ({ lookup, value, onChange, onBlur, error }: Props) => {
  const t = useT()
  const price = useFormatPrice()
  const failureText = useApiFailureText()
  const hint =
    lookup.status === "waiting"
      ? t("payment.form.installmentsWaiting")
      : lookup.status === "loading"
        ? t("payment.form.installmentsLoading")
        : lookup.status === "failure"
          ? failureText(lookup.error)
          : t("payment.form.installmentsFor", { brand: lookup.data.cMarca })
  return (
    <div aria-live="polite">
      <SelectField
        label={t("payment.form.installments")}
        name="installments"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={hint}
        aria-busy={lookup.status === "loading"}
      >
        <option value="">
          {t(lookup.status === "success" ? "payment.form.choose" : "payment.form.installmentsNone")}
        </option>
        {lookup.status === "success" &&
          lookup.data.listaCuota.map((option) => (
            <option key={option.nCuotas} value={String(option.nCuotas)}>
              {t(
                option.nRecargoPorcentaje === 0 ? "payment.form.installmentFree" : "payment.form.installmentSurcharge",
                {
                  count: option.nCuotas,
                  amount: price(option.fMontoCuota),
                  total: price(option.fMontoTotal),
                  surcharge: option.nRecargoPorcentaje,
                },
              )}
            </option>
          ))}
      </SelectField>
    </div>
  )
}
