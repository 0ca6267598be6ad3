import * as styles from "./AccountPage.css.js"

/** The shape of a page's cards while its data loads: never blank space. */
export const AccountSkeleton = ({ label, cards = 2 }: { readonly label: string; readonly cards?: number }) => (
  <div className={styles.list} role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: cards }, (_, index) => (
      <div key={index} className={styles.skeletonCard} />
    ))}
  </div>
)
