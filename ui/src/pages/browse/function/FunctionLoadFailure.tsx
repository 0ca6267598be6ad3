import type { ApiFailure } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { RetryFailure } from "../../../components/RetryFailure.js"
import * as styles from "./FunctionPage.css.js"

/** The function could not be read (not a missing one: that has its own page): why, and a retry. */
export const FunctionLoadFailure = (props: { readonly failure: ApiFailure; readonly onRetry: () => void }) => (
  <RetryFailure {...props} retryLabel={useT()("function.retry")} className={styles.page} />
)
