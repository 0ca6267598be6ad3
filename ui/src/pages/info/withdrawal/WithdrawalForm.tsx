import {
  validateWithdrawalForm,
  withdrawalRequestOf,
  type ApiFailure,
  type Withdrawal,
  type WithdrawalForm as WithdrawalFormValues,
  type WithdrawalFormField,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { useSession, useShop, useT } from "../../../app/ShopContext.js"
import { useApiFailureText } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { TextField } from "../../../components/form/Field.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState } from "../../../components/form/useFormState.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import * as styles from "../contact/ContactForm.css.js"
import { MessageField } from "../contact/MessageField.js"
import * as page from "./WithdrawalPage.css.js"
import { WithdrawalResult } from "./WithdrawalResult.js"

type Sending =
  | { readonly status: "editing" | "sending" }
  | { readonly status: "done"; readonly withdrawal: Withdrawal }
  | { readonly status: "failed"; readonly failure: ApiFailure }

/**
 * POST /v2/Arrepentimiento with no login: core's rules check the form (messages tied to their
 * fields), and the answer, a tracking code or why not, takes focus under its own heading.
 */
export const WithdrawalForm = () => {
  const t = useT()
  const { api } = useShop()
  const session = useSession()
  const attend = useAttention()
  const failureText = useApiFailureText()
  const formElement = useRef<HTMLFormElement>(null)
  const resultHeading = useRef<HTMLHeadingElement | null>(null)
  const [sending, setSending] = useState<Sending>({ status: "editing" })
  const form = useFormState<WithdrawalFormValues, WithdrawalFormField>(
    { orderNumber: "", email: session.email ?? "", reason: "" },
    validateWithdrawalForm,
  )
  const { values } = form

  useEffect(() => {
    if (sending.status === "done" || sending.status === "failed") resultHeading.current?.focus()
  }, [sending])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.status === "sending") return
    const body = form.submit() ? withdrawalRequestOf(values) : null
    if (body === null) return focusFirstInvalid(formElement.current)
    setSending({ status: "sending" })
    const result = await Effect.runPromise(Effect.result(api.requestWithdrawal({ body })))
    if (result._tag === "Success") {
      setSending({ status: "done", withdrawal: result.success })
    } else if (result.failure._tag === "NetworkError") {
      attend(result.failure)
      setSending({ status: "editing" })
    } else {
      setSending({ status: "failed", failure: result.failure })
    }
  }

  const another = () => {
    form.reset({ orderNumber: "", email: values.email, reason: "" })
    setSending({ status: "editing" })
  }

  if (sending.status === "done")
    return (
      <WithdrawalResult
        withdrawal={sending.withdrawal}
        headingRef={(element) => (resultHeading.current = element)}
        onAnother={another}
      />
    )

  const text = (field: "orderNumber" | "email") => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    onBlur: () => form.blur(field),
    error: form.shownError(field),
  })

  return (
    <section className={styles.panel} aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title">{t("info.withdrawal.form.title")}</h2>
      <form ref={formElement} className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={fieldStyles.row}>
          <TextField
            label={t("info.withdrawal.form.orderNumber")}
            hint={t("info.withdrawal.form.orderNumberHint")}
            inputMode="numeric"
            autoComplete="off"
            required
            {...text("orderNumber")}
          />
          <TextField
            label={t("info.withdrawal.form.email")}
            hint={t("info.withdrawal.form.emailHint")}
            type="email"
            autoComplete="email"
            required
            {...text("email")}
          />
        </div>
        <MessageField
          label={t("info.withdrawal.form.reason")}
          hint={t("info.withdrawal.form.reasonHint")}
          name="reason"
          rows={3}
          value={String(values.reason ?? "")}
          onChange={(event) => form.set("reason", event.target.value)}
          error={undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={sending.status === "sending"}>
            {t(sending.status === "sending" ? "info.withdrawal.form.sending" : "info.withdrawal.form.submit")}
          </Button>
        </div>
      </form>
      {sending.status === "failed" && (
        <div className={page.failure}>
          {/* Focused when the answer arrives; the reason under it is read with it. */}
          <h3
            ref={resultHeading}
            tabIndex={-1}
            className={page.resultHeading}
            aria-describedby="withdrawal-failure-reason"
          >
            {t("info.withdrawal.failedTitle")}
          </h3>
          <p id="withdrawal-failure-reason">{failureText(sending.failure)}</p>
        </div>
      )}
    </section>
  )
}
