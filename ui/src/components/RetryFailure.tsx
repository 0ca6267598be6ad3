import type { ApiFailure } from "@boleteria/core"
import { ApiFailureMessage } from "./ApiFailureMessage.js"
import { Button } from "./Button.js"

interface Props {
  readonly failure: ApiFailure
  readonly onRetry: () => void
  /** The retry's words on this page ("Reintentar", "Volver a intentar"). */
  readonly retryLabel: string
  readonly className: string
}

/** A call that failed: what went wrong (announced) and a way to ask again. */
export const RetryFailure = ({ failure, onRetry, retryLabel, className }: Props) => (
  <div className={className}>
    <ApiFailureMessage failure={failure} />
    <Button kind="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  </div>
)
