import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { actionLink } from "./actionLink.css.js"
import * as styles from "./NotFound.css.js"
import * as layout from "./page.css.js"

/** A show, venue or page that is not (or no longer) there, with the way back to the billboard. */
export const NotFound = ({ title, text }: { readonly title: string; readonly text?: string }) => {
  const t = useT()
  return (
    <div className={layout.page}>
      <div className={styles.box}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.muted}>{text ?? t("browse.notFound.text")}</p>
        <ShopLink to="/" className={actionLink}>
          {t("browse.notFound.home")}
        </ShopLink>
      </div>
    </div>
  )
}
