import * as styles from "./PageSkeleton.css.js"

/** Shown while a page's chunk or data loads: the page's shape, never blank space. */
export const PageSkeleton = () => (
  <div className={styles.page} aria-busy="true">
    <div className={styles.title} />
    <div className={styles.grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.card} />
      ))}
    </div>
  </div>
)
