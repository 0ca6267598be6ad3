import { useEffect, useRef, type ReactNode } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { visuallyHidden } from "./a11y.css.js"
import { LoadFailure } from "./LoadFailure.js"
import { ShowCard, ShowCardSkeleton } from "./ShowCard.js"
import * as styles from "./ShowGrid.css.js"
import type { ShowListState } from "./useShowList.js"

interface Props {
  readonly list: ShowListState
  /** Names the list for screen readers ("Espectáculos en cartelera"). */
  readonly label: string
  /** Said when nothing matches, with what the shopper can do about it. */
  readonly empty: ReactNode
}

/** How many skeleton cards stand in for the window being read. */
const pendingCards = (shown: number, total: number | null, sizes: { initial: number; loadMore: number }) => {
  const window = shown === 0 ? sizes.initial : sizes.loadMore
  return total === null ? window : Math.max(0, Math.min(window, total - shown))
}

/** A list of shows with its loading, empty, failure and "load more" states. */
export const ShowGrid = ({ list, label, empty }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const grid = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  const { shows, total, loading, failure } = list

  // After "load more", keyboard users land on the first new show instead of the button that moved away.
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || loading) return
    focusFrom.current = null
    grid.current?.children[from]?.querySelector<HTMLElement>("a")?.focus()
  }, [shows.length, loading])

  const loadMore = () => {
    focusFrom.current = shows.length
    list.loadMore()
  }

  const status = loading
    ? t("browse.list.loading")
    : total === null
      ? ""
      : t("browse.list.shown", { shown: shows.length, total })

  if (failure !== null && shows.length === 0) return <LoadFailure failure={failure} onRetry={list.loadMore} />
  if (!loading && total === 0) return <div className={styles.empty}>{empty}</div>
  return (
    <div className={styles.wrapper}>
      <p className={visuallyHidden} role="status">
        {status}
      </p>
      <ul ref={grid} className={styles.grid} aria-label={label} aria-busy={loading}>
        {shows.map((show) => (
          <li key={show.idEspectaculoCartel} className={styles.item}>
            <ShowCard show={show} />
          </li>
        ))}
        {loading &&
          Array.from({ length: pendingCards(shows.length, total, tenant.billboard) }, (_, index) => (
            <li key={`pending-${index}`} className={styles.item} aria-hidden="true">
              <ShowCardSkeleton />
            </li>
          ))}
      </ul>
      {failure !== null && <LoadFailure failure={failure} onRetry={list.loadMore} />}
      {failure === null && !loading && list.hasMore && (
        <div className={styles.more}>
          <Button kind="secondary" onClick={loadMore}>
            {t("browse.list.loadMore")}
          </Button>
        </div>
      )}
    </div>
  )
}
