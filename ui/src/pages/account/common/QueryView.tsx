import { useEffect, type ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import type { Query } from "../../../app/useApiQuery.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import { AccountSkeleton } from "./AccountSkeleton.js"
import * as styles from "./AccountPage.css.js"

interface Props<A> {
  readonly query: Query<A> & { readonly reload: () => void }
  /** What the skeleton announces while the data loads. */
  readonly loadingLabel: string
  readonly children: (data: A) => ReactNode
}

/**
 * A page's data: its skeleton while it loads, then the page. A failure shows in place with a
 * retry; a network failure also raises the shell's attention dialog (SPEC §8).
 */
export const QueryView = <A,>({ query, loadingLabel, children }: Props<A>) => {
  const t = useT()
  const attend = useAttention()
  const failure = query.status === "failure" ? query.error : null
  useEffect(() => {
    if (failure !== null) attend(failure)
  }, [failure, attend])

  switch (query.status) {
    case "loading":
      return <AccountSkeleton label={loadingLabel} />
    case "failure":
      return (
        <div className={styles.card}>
          <ApiFailureMessage failure={query.error} />
          <div className={styles.actions}>
            <Button kind="secondary" onClick={query.reload}>
              {t("account.retry")}
            </Button>
          </div>
        </div>
      )
    case "success":
      return <>{children(query.data)}</>
  }
}
