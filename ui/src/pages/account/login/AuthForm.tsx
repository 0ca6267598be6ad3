import type { ReactNode } from "react"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import type { FormCall, FormSubmitProps } from "../../../components/form/useFormSubmit.js"
import { LiveRegion } from "../common/LiveRegion.js"

interface Props {
  /** useFormSubmit's props for the <form>. */
  readonly form: FormSubmitProps
  /** The call under way: its button waits, its failure shows (announced) over the button. */
  readonly action: FormCall
  readonly submitLabel: string
  /** What goes under the button (a way to start again). */
  readonly after?: ReactNode
  readonly children: ReactNode
}

/** A form of the log-in pages (log in, sign up, recover the password): its fields, then one wide button. */
export const AuthForm = ({ form, action, submitLabel, after, children }: Props) => (
  <form {...form} className={fieldStyles.form}>
    {children}
    <LiveRegion>{action.failure !== null && <ApiFailureMessage failure={action.failure} />}</LiveRegion>
    <Button type="submit" wide busy={action.isRunning}>
      {submitLabel}
    </Button>
    {after}
  </form>
)
