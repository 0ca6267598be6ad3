import type { ApiFailure } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as styles from "./LoadFailure.css.js"
import * as layout from "./page.css.js"

/** A call that failed: what went wrong and a way to try again. */
export const LoadFailure = ({ failure, onRetry }: { readonly failure: ApiFailure; readonly onRetry: () => void }) => {
  const t = useT()
  return (
    <div className={styles.box}>
      <ApiFailureMessage failure={failure} />
      <Button kind="secondary" onClick={onRetry}>
        {t("browse.retry")}
      </Button>
    </div>
  )
}

/** A page whose content could not be read. */
export const PageFailure = (props: { readonly failure: ApiFailure; readonly onRetry: () => void }) => (
  <div className={layout.page}>
    <LoadFailure {...props} />
  </div>
)
