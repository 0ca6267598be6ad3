import {
  contactMessage,
  validateContactForm,
  type ApiFailure,
  type ContactForm as ContactFormValues,
  type ContactFormField,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useServices, useSession, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import { ChoiceField, TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import * as styles from "./ContactForm.css.js"
import { MessageField } from "./MessageField.js"

interface Props {
  /** This form's words: `title`, `intro`, `submit`, `sent`, and `topics.<id>` for each topic. */
  readonly textKey: string
  readonly topics: ReadonlyArray<string>
  readonly initialTopic?: string | null
  /** The subject the team reads, from the chosen topic's words (the complaints book prefixes its own). */
  readonly subject: (topicWords: string) => string
  /** Locale keys of what a topic needs, shown under the topic while it is chosen. */
  readonly topicHints?: Readonly<Record<string, string>>
}

type Sending =
  | { readonly status: "editing" | "sending" }
  | { readonly status: "sent"; readonly name: string; readonly email: string }
  | { readonly status: "failed"; readonly failure: ApiFailure }

/**
 * A message to the support team (POST /v2/Contacto): core's rules check it, the server's refusal
 * shows under the button, and a network failure raises the shell's attention dialog (SPEC §8).
 */
export const ContactForm = ({ textKey, topics, initialTopic = null, subject, topicHints = {} }: Props) => {
  const t = useT()
  const { api } = useServices()
  const session = useSession()
  const attend = useAttention()
  const titleId = useId()
  const formElement = useRef<HTMLFormElement>(null)
  const sentLine = useRef<HTMLParagraphElement>(null)
  const [sending, setSending] = useState<Sending>({ status: "editing" })
  const validate = useCallback((values: ContactFormValues) => validateContactForm(values, topics), [topics])
  const form = useFormState<ContactFormValues, ContactFormField>(
    { name: session.displayName ?? "", email: session.email ?? "", phone: "", topic: initialTopic, message: "" },
    validate,
  )
  const { values } = form

  useEffect(() => {
    if (sending.status === "sent") sentLine.current?.focus()
  }, [sending.status])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.status === "sending") return
    const topicWords = values.topic === null ? "" : t(`${textKey}.topics.${values.topic}`)
    const body = form.submit() ? contactMessage(values, subject(topicWords)) : null
    if (body === null) return focusFirstInvalid(formElement.current)
    setSending({ status: "sending" })
    const result = await Effect.runPromise(Effect.result(api.sendContactMessage({ body })))
    if (result._tag === "Success") {
      setSending({ status: "sent", name: body.cNombre, email: body.cEmail })
    } else if (result.failure._tag === "NetworkError") {
      attend(result.failure)
      setSending({ status: "editing" })
    } else {
      setSending({ status: "failed", failure: result.failure })
    }
  }

  const writeAnother = () => {
    form.reset({ ...values, topic: initialTopic, message: "" })
    setSending({ status: "editing" })
  }

  const topicHint = values.topic === null ? undefined : topicHints[values.topic]

  return (
    <section id="contact-form" tabIndex={-1} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId}>{t(`${textKey}.title`)}</h2>
        <p className={styles.intro}>{t(`${textKey}.intro`)}</p>
        <p ref={sentLine} role="status" tabIndex={-1} className={styles.sent}>
          {sending.status === "sent" ? t(`${textKey}.sent`, { name: sending.name, email: sending.email }) : ""}
        </p>
      </div>
      {sending.status === "sent" ? (
        <div className={styles.actions}>
          <Button kind="secondary" onClick={writeAnother}>
            {t("info.contact.writeAnother")}
          </Button>
        </div>
      ) : (
        <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField label={t("info.contact.name")} autoComplete="name" {...form.text("name")} />
          <div className={fieldStyles.row}>
            <TextField label={t("info.contact.email")} type="email" autoComplete="email" {...form.text("email")} />
            <TextField
              label={t("info.contact.phone")}
              hint={t("info.contact.phoneHint")}
              type="tel"
              autoComplete="tel"
              {...form.text("phone")}
            />
          </div>
          <ChoiceField
            label={t("info.contact.topic")}
            hint={topicHint === undefined ? undefined : t(topicHint)}
            empty={t("info.contact.choose")}
            options={topics}
            optionTexts={`${textKey}.topics`}
            {...form.choice("topic")}
          />
          <MessageField
            label={t("info.contact.message")}
            hint={t("info.contact.messageHint")}
            {...form.text("message")}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={sending.status === "sending"}>
              {t(sending.status === "sending" ? "info.contact.sending" : `${textKey}.submit`)}
            </Button>
          </div>
          {sending.status === "failed" && <ApiFailureMessage failure={sending.failure} />}
        </form>
      )}
    </section>
  )
}
