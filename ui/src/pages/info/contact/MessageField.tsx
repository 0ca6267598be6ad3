import type { MessageKey } from "@boleteria/core"
import { useId, type TextareaHTMLAttributes } from "react"
import { useT } from "../../../app/ShopContext.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import * as styles from "./ContactForm.css.js"

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
  readonly label: string
  readonly hint: string
  /** A core message key, shown translated under the box and announced with it. */
  readonly error: MessageKey | undefined
}

/** The message box of the contact forms, labelled and described like the shop's other fields. */
export const MessageField = ({ label, hint, error, ...textarea }: Props) => {
  const t = useT()
  const id = useId()
  const describedBy = [`${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(" ")
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        className={`${fieldStyles.control} ${styles.textarea}`}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      {error !== undefined && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {t(error)}
        </p>
      )}
    </div>
  )
}
