import { useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { useAccountMenuItems } from "../../../shell/header/useAccountMenuItems.js"
import * as styles from "./AccountPage.css.js"

/** The account's pages, the same ones the top bar's Account menu offers (core's accountMenu). */
export const AccountNav = () => {
  const t = useT()
  const [location] = useLocation()
  const current = useRef<HTMLLIElement>(null)
  // On phones the menu scrolls sideways: bring the page shown now into view.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" })
  }, [location])
  const items = useAccountMenuItems()
  return (
    <nav className={styles.nav} aria-label={t("account.nav.label")}>
      <ul className={styles.navList}>
        {items.map((item) => {
          switch (item.kind) {
            case "page":
              return (
                <li key={item.name} ref={item.path === location ? current : undefined}>
                  <ShopLink
                    to={item.path}
                    className={styles.navLink}
                    aria-current={item.path === location ? "page" : undefined}
                  >
                    {t(`account.nav.${item.name}`)}
                  </ShopLink>
                </li>
              )
            case "external":
              return (
                <li key={item.name}>
                  <a href={item.href} className={styles.navLink}>
                    {t(`account.nav.${item.name}`)}
                  </a>
                </li>
              )
            case "signOut":
              return null
          }
        })}
      </ul>
    </nav>
  )
}
