import { isNotFound, type ApiFailure } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as styles from "./LoadFailure.css.js"
import { NotFound } from "./NotFound.js"
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

/** A page whose content could not be read; one that does not exist gets the ways elsewhere, not a retry. */
export const PageFailure = (props: { readonly failure: ApiFailure; readonly onRetry: () => void }) =>
  isNotFound(props.failure) ? (
    <NotFound />
  ) : (
    <div className={layout.page}>
      <LoadFailure {...props} />
    </div>
  )
