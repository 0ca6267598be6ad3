import { hasErrors, isNewsletterFormFilled, validateNewsletterForm, type FormErrors } from "@boleteria/core"
import { useCallback, useId, useState, type FormEvent } from "react"
import { useServicesFailure, useShop, useT } from "../../app/ShopContext.js"
import { useApiFailureText } from "../../components/ApiFailureMessage.js"
import { Button } from "../../components/Button.js"
import { Dialog } from "../../components/Dialog.js"
import { useAttention } from "../dialogs/Attention.js"
import * as styles from "./NewsletterForm.css.js"

type Field = "name" | "email"

const EMPTY = { name: "", email: "" }

/**
 * The footer's newsletter form (SPEC §2, §5, §7): subscribe stays disabled until both fields hold
 * something; core's rules check them; the server's answer shows here, its refusal in a dialog.
 */
export const NewsletterForm = () => {
  const t = useT()
  const shop = useShop()
  const unloaded = useServicesFailure()
  const attend = useAttention()
  const failureText = useApiFailureText()
  const ids = { name: useId(), email: useId() }
  const [form, setForm] = useState<Record<Field, string>>(EMPTY)
  const [errors, setErrors] = useState<FormErrors<Field>>({})
  const [busy, setBusy] = useState(false)
  const [subscribed, setSubscribed] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const closeRefusal = useCallback(() => setRefusal(null), [])

  const change = (field: Field, value: string) => {
    setForm((was) => ({ ...was, [field]: value }))
    setSubscribed(null)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateNewsletterForm(form)
    setErrors(found)
    if (hasErrors(found)) return
    setBusy(true)
    const body = { cNombre: form.name.trim(), cMail: form.email.trim() }
    const services = await shop.services().catch((error: unknown) => {
      setBusy(false)
      unloaded(error)
      return null
    })
    if (services === null) return
    const result = await services.ask((api) => api.subscribeNewsletter({ body }))
    setBusy(false)
    if (result._tag === "Success") {
      setSubscribed(result.success)
      setForm(EMPTY)
    } else if (result.failure._tag === "NetworkError") {
      attend(result.failure)
    } else {
      setRefusal(failureText(result.failure))
    }
  }

  const field = (name: Field, type: "text" | "email", autoComplete: string) => {
    const error = errors[name]
    const errorId = `${ids[name]}-error`
    return (
      <div className={styles.field}>
        <label htmlFor={ids[name]} className={styles.label}>
          {t(`newsletter.${name}`)}
        </label>
        <input
          id={ids[name]}
          type={type}
          className={styles.input}
          autoComplete={autoComplete}
          value={form[name]}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={(event) => change(name, event.target.value)}
        />
        {error !== undefined && (
          <p id={errorId} className={styles.error}>
            {t(error)}
          </p>
        )}
      </div>
    )
  }

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${ids.name}-title`}
      >
        <h2 id={`${ids.name}-title`} className={styles.title}>
          {t("newsletter.title")}
        </h2>
        <p className={styles.intro}>{t("newsletter.intro")}</p>
        {field("name", "text", "given-name")}
        {field("email", "email", "email")}
        <Button type="submit" disabled={!isNewsletterFormFilled(form) || busy}>
          {t("newsletter.subscribe")}
        </Button>
        <p className={styles.status} role="status">
          {subscribed}
        </p>
      </form>
      {refusal !== null && (
        <Dialog
          title={t("newsletter.dialogTitle")}
          onDismiss={closeRefusal}
          actions={<Button onClick={closeRefusal}>{t("common.close")}</Button>}
        >
          <p>{refusal}</p>
        </Dialog>
      )}
    </>
  )
}
