import { useT } from "../../../app/ShopContext.js"
import { visuallyHidden } from "../../browse/common/a11y.css.js"
import * as styles from "./ProseSkeleton.css.js"

/** A page of text on its way: a title and lines, never blank space. */
export const ProseSkeleton = () => {
  const t = useT()
  return (
    <div className={styles.page} aria-busy="true">
      <span className={visuallyHidden}>{t("info.common.loading")}</span>
      <div className={styles.title} />
      {[0, 1, 2].map((paragraph) => (
        <div key={paragraph} className={styles.paragraph}>
          <div className={styles.line} />
          <div className={styles.line} />
          <div className={styles.shortLine} />
        </div>
      ))}
    </div>
  )
}
