import { useState } from "react"
import { useSession, useT, useTenant } from "../../app/ShopContext.js"
import { useHydrated } from "../../app/useHydrated.js"
import { MailIcon, SearchIcon, ShopIcon, UserIcon } from "../icons/Icons.js"
import { onlyBelowDesktop, onlyOnDesktop, textOnWideScreens } from "../shared.css.js"
import { useVariants } from "../shellHooks.js"
import { AccountMenu } from "./AccountMenu.js"
import { BarLink } from "./BarLink.js"
import { CartMenu } from "./CartMenu.js"
import * as styles from "./Header.css.js"
import { LanguageMenu } from "./LanguageMenu.js"
import { Logo } from "./Logo.js"
import * as menu from "./MenuButton.css.js"
import { PurchaseCountdown } from "./PurchaseCountdown.js"
import { SearchBox } from "./SearchBox.js"
import { ShowTypeMenu } from "./ShowTypeMenu.js"
import { SideDrawer } from "./SideDrawer.js"
import { SignInEntry } from "./SignInEntry.js"
import { useMenuShowTypes } from "./useMenuShowTypes.js"

const classes = (...names: ReadonlyArray<string | false>) => names.filter(Boolean).join(" ")

/**
 * The one top bar every variant shares (SPEC §2, style 11 here): the variant record switches
 * its show-type menu, search box, contact link, Shop button and logo.
 */
export const Header = () => {
  const t = useT()
  const tenant = useTenant()
  const session = useSession()
  const sessionKnown = useHydrated()
  const { header: variant } = useVariants()
  const showTypes = useMenuShowTypes(variant.headerMenu)
  const [searchOpen, setSearchOpen] = useState(false)
  const [logoutFrame, setLogoutFrame] = useState<string | null>(null)
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SideDrawer menu={variant.headerMenu} showTypes={showTypes} className={onlyBelowDesktop} />
        <Logo logo={variant.logo} />
        <div className={classes(styles.menu, onlyOnDesktop)}>
          <ShowTypeMenu menu={variant.headerMenu} showTypes={showTypes} layout="bar" />
        </div>
        {variant.searchBox && <SearchBox className={classes(styles.search, onlyOnDesktop)} />}
        <div className={styles.end}>
          {variant.searchBox && (
            <button
              type="button"
              className={classes(menu.button, onlyBelowDesktop)}
              aria-label={t("shell.search.open")}
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen((was) => !was)}
            >
              <SearchIcon />
            </button>
          )}
          {variant.shopButton && tenant.flags.productsShop && (
            <BarLink to="/tienda" className={menu.button}>
              <ShopIcon />
              <span className={textOnWideScreens}>{t("shell.shop")}</span>
            </BarLink>
          )}
          {variant.contactMailbox !== null && (
            <a href={`mailto:${variant.contactMailbox}`} className={menu.button}>
              <MailIcon />
              <span className={textOnWideScreens}>{t("shell.contact")}</span>
            </a>
          )}
          {/* Until the session is known, neither entry: a returning customer is never offered to log in. */}
          {!sessionKnown ? (
            <span className={menu.button} aria-hidden="true">
              <UserIcon />
            </span>
          ) : session.isLoggedIn ? (
            <AccountMenu simpleVariant={variant.simple} onExternalLogout={setLogoutFrame} />
          ) : (
            <SignInEntry />
          )}
          <div className={onlyOnDesktop}>
            <LanguageMenu />
          </div>
          <PurchaseCountdown />
          <CartMenu />
        </div>
      </div>
      {variant.searchBox && searchOpen && (
        <div className={classes(styles.searchRow, onlyBelowDesktop)}>
          <SearchBox autoFocus onSearched={() => setSearchOpen(false)} />
        </div>
      )}
      {logoutFrame !== null && (
        <iframe
          src={logoutFrame}
          title={t("shell.account.logoutFrame")}
          className={styles.logoutFrame}
          tabIndex={-1}
          aria-hidden="true"
        />
      )}
    </header>
  )
}
