import type { ApiFailure, ApiShape, FormErrors } from "@boleteria/core"
import type * as Effect from "effect/Effect"
import { useId, useRef, type FormEvent, type ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import { focusFirstInvalid, useFormState, type FormState } from "../../../components/form/useFormState.js"
import * as styles from "./AccountPage.css.js"
import { LiveRegion } from "./LiveRegion.js"
import { useAccountAction } from "./useAccountAction.js"

interface Props<Values, Field extends string, Saved> {
  readonly title: string
  readonly saveLabel: string
  readonly initial: Values
  readonly validate: (values: Values) => FormErrors<Field>
  /** The call that adds or updates it, or null when the values make no request. */
  readonly save: (values: Values) => ((api: ApiShape) => Effect.Effect<Saved, ApiFailure>) | null
  readonly onSaved: (saved: Saved) => void
  readonly onCancel: () => void
  /** The fields, bound to the form's state. */
  readonly children: (form: FormState<Values, Field>) => ReactNode
}

/** Adds or edits one address or phone: its fields, the save failure in place, save and cancel. */
export const ContactEditor = <Values, Field extends string, Saved>({
  title,
  saveLabel,
  initial,
  validate,
  save,
  onSaved,
  onCancel,
  children,
}: Props<Values, Field, Saved>) => {
  const t = useT()
  const titleId = useId()
  const form = useFormState(initial, validate)
  const action = useAccountAction()
  const formElement = useRef<HTMLFormElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const call = form.submit() ? save(form.values) : null
    if (call === null) return focusFirstInvalid(formElement.current)
    const saved = await action.run(call)
    if (saved !== null) onSaved(saved)
  }

  return (
    <form
      ref={formElement}
      className={styles.card}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={fieldStyles.form}>{children(form)}</div>
      <LiveRegion>{action.failure !== null && <ApiFailureMessage failure={action.failure} />}</LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" busy={action.isRunning}>
          {action.isRunning ? t("account.saving") : saveLabel}
        </Button>
        <Button kind="ghost" onClick={onCancel}>
          {t("account.cancel")}
        </Button>
      </div>
    </form>
  )
}
