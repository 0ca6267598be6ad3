import * as styles from "./checkout.css.js"

/** Placeholder lines while a step's data loads: its shape, never blank space. */
export const SkeletonLines = ({ count = 3, label }: { readonly count?: number; readonly label: string }) => (
  <div className={styles.plainList} aria-busy="true" role="status" aria-label={label}>
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className={styles.skeletonLine} />
    ))}
  </div>
)
