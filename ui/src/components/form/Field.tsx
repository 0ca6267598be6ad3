import type { MessageKey } from "@boleteria/core"
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react"
import { useT } from "../../app/ShopContext.js"
import * as styles from "./Field.css.js"

interface Labelled {
  readonly label: string
  /** A core message key; shown translated under the control and announced with it. */
  readonly error?: MessageKey | undefined
  readonly hint?: string | undefined
}

/** The message under a control, tied to it by aria-describedby. */
const FieldMessages = ({
  id,
  error,
  hint,
}: {
  id: string
  error: MessageKey | undefined
  hint: string | undefined
}) => {
  const t = useT()
  return (
    <>
      {hint !== undefined && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className={styles.error}>
          {t(error)}
        </p>
      )}
    </>
  )
}

const describedBy = (id: string, error: MessageKey | undefined, hint: string | undefined) =>
  [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(" ") ||
  undefined

/** What a labelled control carries: its id, its style, and its ties to the messages under it. */
interface ControlProps {
  readonly id: string
  readonly className: string
  readonly "aria-invalid": boolean
  readonly "aria-describedby": string | undefined
}

/** A label over a control (an input or a select) and the messages under it. */
interface LabelledControlProps extends Labelled {
  readonly id?: string | undefined
  readonly control: (props: ControlProps) => ReactNode
}

export const LabelledControl = ({ label, error, hint, id: givenId, control }: LabelledControlProps) => {
  const generated = useId()
  const id = givenId ?? generated
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control({
        id,
        className: styles.control,
        "aria-invalid": error !== undefined,
        "aria-describedby": describedBy(id, error, hint),
      })}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

type TextFieldProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "className">

export const TextField = ({ label, error, hint, id, ...input }: TextFieldProps) => (
  <LabelledControl
    label={label}
    error={error}
    hint={hint}
    id={id}
    control={(control) => <input {...control} {...input} />}
  />
)

type SelectFieldProps = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { readonly children: ReactNode }

export const SelectField = ({ label, error, hint, id, children, ...select }: SelectFieldProps) => (
  <LabelledControl
    label={label}
    error={error}
    hint={hint}
    id={id}
    control={(control) => (
      <select {...control} {...select}>
        {children}
      </select>
    )}
  />
)

type ChoiceFieldProps = Omit<SelectFieldProps, "children"> & {
  readonly options: ReadonlyArray<string>
  /** Where each option's words are: `${optionTexts}.${option}` in the locales. */
  readonly optionTexts: string
  /** The first option, valued "" ("Elegí…", "Sin documento"); none where something is always chosen. */
  readonly empty?: string | undefined
}

/** A select of a fixed list (genders, countries, topics), each option named in the locales. */
export const ChoiceField = ({ options, optionTexts, empty, ...select }: ChoiceFieldProps) => {
  const t = useT()
  return (
    <SelectField {...select}>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`${optionTexts}.${option}`)}
        </option>
      ))}
    </SelectField>
  )
}

type CheckFieldProps = Omit<Labelled, "label"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type"> & { readonly label: ReactNode }

export const CheckField = ({ label, error, hint, id: givenId, ...input }: CheckFieldProps) => {
  const generated = useId()
  const id = givenId ?? generated
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}
