import type { MessageKey } from "@boleteria/core"
import type { TextareaHTMLAttributes } from "react"
import { LabelledControl } from "../../../components/form/Field.js"
import * as styles from "./ContactForm.css.js"

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
  readonly label: string
  readonly hint: string
  /** A core message key, shown translated under the box and announced with it. */
  readonly error: MessageKey | undefined
}

/** The message box of the contact forms, labelled and described like the shop's other fields. */
export const MessageField = ({ label, hint, error, ...textarea }: Props) => (
  <LabelledControl
    label={label}
    hint={hint}
    error={error}
    control={(control) => (
      <textarea rows={6} {...control} className={`${control.className} ${styles.textarea}`} {...textarea} />
    )}
  />
)
