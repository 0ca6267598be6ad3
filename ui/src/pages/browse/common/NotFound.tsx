import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { SearchBox } from "../../../shell/header/SearchBox.js"
import { actionLink } from "./actionLink.css.js"
import * as styles from "./NotFound.css.js"
import * as layout from "./page.css.js"

/**
 * A page, show, venue or function that is not (or no longer) there: what happened, the shop's
 * search, and the ways back (the billboard, the questions, support). Never a dead end.
 */
export const NotFound = ({ title, text }: { readonly title?: string; readonly text?: string }) => {
  const t = useT()
  return (
    <div className={layout.page}>
      <div className={styles.box}>
        <h1 className={layout.title}>{title ?? t("browse.notFound.page")}</h1>
        <p className={layout.muted}>{text ?? t("browse.notFound.text")}</p>
        <p className={styles.prompt}>{t("browse.notFound.search")}</p>
        <SearchBox className={styles.search} />
        <ShopLink to="/" className={actionLink}>
          {t("browse.notFound.home")}
        </ShopLink>
        <ul className={styles.links}>
          {(["FAQ", "TechnicalSupport"] as const).map((page) => (
            <li key={page}>
              <ShopLink to={`/${page}`} className={styles.link}>
                {t(`footer.links.${page}`)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
