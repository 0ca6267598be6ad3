import type { ApiFailure } from "@boleteria/core"
import { useT } from "../../app/ShopContext.js"
import { RetryFailure } from "../../components/RetryFailure.js"
import * as styles from "./checkout.css.js"

/** A checkout step's call that failed (its methods, its products…): why, and "Reintentar". */
export const CheckoutRetry = ({ failure, onRetry }: { readonly failure: ApiFailure; readonly onRetry: () => void }) => (
  <RetryFailure failure={failure} onRetry={onRetry} retryLabel={useT()("checkout.retry")} className={styles.actions} />
)
