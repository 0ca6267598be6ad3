import type { MessageKey } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { boxes } from "./BirthdayFields.css.js"

type Box = "birthDay" | "birthMonth" | "birthYear"

interface Props {
  readonly values: Readonly<Record<Box, string>>
  readonly onChange: (box: Box, value: string) => void
  readonly onLeave: (box: Box) => void
  readonly errorOf: (box: Box) => MessageKey | undefined
  /** The date as a whole (31 February, a future day), shown under the three boxes. */
  readonly dateError: MessageKey | undefined
}

const BOXES: ReadonlyArray<{ readonly box: Box; readonly autoComplete: string; readonly maxLength: number }> = [
  { box: "birthDay", autoComplete: "bday-day", maxLength: 2 },
  { box: "birthMonth", autoComplete: "bday-month", maxLength: 2 },
  { box: "birthYear", autoComplete: "bday-year", maxLength: 4 },
]

/** Day, month and year of birth, each with its own message, grouped under one legend. */
export const BirthdayFields = ({ values, onChange, onLeave, errorOf, dateError }: Props) => {
  const t = useT()
  const dateErrorId = useId()
  return (
    <fieldset className={fieldStyles.group} aria-describedby={dateError === undefined ? undefined : dateErrorId}>
      <legend className={fieldStyles.legend}>{t("account.myData.birthday")}</legend>
      <div className={boxes}>
        {BOXES.map(({ box, autoComplete, maxLength }) => (
          <TextField
            key={box}
            label={t(`account.myData.${box}`)}
            name={box}
            inputMode="numeric"
            autoComplete={autoComplete}
            maxLength={maxLength}
            value={values[box]}
            onChange={(event) => onChange(box, event.target.value)}
            onBlur={() => onLeave(box)}
            error={errorOf(box)}
          />
        ))}
      </div>
      {dateError !== undefined && (
        <p id={dateErrorId} className={fieldStyles.error}>
          {t(dateError)}
        </p>
      )}
    </fieldset>
  )
}
