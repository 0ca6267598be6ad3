import * as styles from "./FunctionPage.css.js"

/** The function page's shape while it loads: title, details, the map and the sector list. */
export const FunctionSkeleton = () => (
  <div className={styles.page} aria-hidden="true">
    <div className={styles.boneTitle} />
    <div className={styles.boneLine} />
    <div className={styles.layout}>
      <div className={styles.boneMap} />
      <div className={styles.aside}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.boneCard} />
        ))}
      </div>
    </div>
  </div>
)
