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
const FieldMessages = ({ id, error, hint }: { id: string; error: MessageKey | undefined; hint: string | undefined }) => {
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
  [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(" ") || undefined

type TextFieldProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "className">

export const TextField = ({ label, error, hint, id: givenId, ...input }: TextFieldProps) => {
  const generated = useId()
  const id = givenId ?? generated
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

type SelectFieldProps = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { readonly children: ReactNode }

export const SelectField = ({ label, error, hint, id: givenId, children, ...select }: SelectFieldProps) => {
  const generated = useId()
  const id = givenId ?? generated
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
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
