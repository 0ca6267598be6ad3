import * as layout from "../common/page.css.js"
import * as styles from "./LandingSkeleton.css.js"

/** The landing's shape while the show loads: banner, title, text and calendar. */
export const LandingSkeleton = () => (
  <div className={layout.page} aria-busy="true">
    <div className={styles.banner} />
    <div className={styles.text}>
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.shortLine} />
    </div>
    <div className={styles.calendar} />
  </div>
)
