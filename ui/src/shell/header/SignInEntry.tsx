import { EXTERNAL_LOGIN_RETURN_TARGET, externalLoginStart, loginEntry } from "@boleteria/core"
import { useLocation, useSearch } from "wouter"
import { useCheckout, useT, useTenant } from "../../app/ShopContext.js"
import { UserIcon } from "../icons/Icons.js"
import { textOnWideScreens } from "../shared.css.js"
import { BarLink } from "./BarLink.js"
import * as menu from "./MenuButton.css.js"
import { MenuButton } from "./MenuButton.js"

/** Where the login page sends the shopper back to: the page they are on, unless it is a login page. */
const useLoginPath = () => {
  const [location] = useLocation()
  const search = useSearch()
  const here = search === "" ? location : `${location}?${search}`
  return location === "/" || location === "/login" || location === "/signUp"
    ? "/login"
    : `/login?nextUrl=${encodeURIComponent(here)}`
}

/** Own login: the Login menu with Login and Sign Up (SPEC §2). */
const LoginMenu = () => {
  const t = useT()
  const loginPath = useLoginPath()
  return (
    <MenuButton
      label={
        <>
          <UserIcon />
          <span className={textOnWideScreens}>{t("shell.login.menu")}</span>
        </>
      }
    >
      {(close) => (
        <ul className={menu.list}>
          <li>
            <BarLink to={loginPath} className={menu.item} onClick={close}>
              {t("shell.login.logIn")}
            </BarLink>
          </li>
          <li>
            <BarLink to="/signUp" className={menu.item} onClick={close}>
              {t("shell.login.signUp")}
            </BarLink>
          </li>
        </ul>
      )}
    </MenuButton>
  )
}

/**
 * External login: 'Log in into your account' stores the root path as the return target, then
 * leaves for the identity provider with a redirect_uri back to /loginRedirect.
 */
const ExternalLoginButton = ({ loginHref }: { readonly loginHref: string }) => {
  const t = useT()
  const checkout = useCheckout()
  const logIn = () => {
    checkout.saveReturnTarget(EXTERNAL_LOGIN_RETURN_TARGET)
    window.location.assign(loginHref)
  }
  return (
    <button type="button" className={menu.button} onClick={logIn}>
      <UserIcon />
      <span className={textOnWideScreens}>{t("shell.login.external")}</span>
    </button>
  )
}

/** What a logged-out visitor is offered, by login system and process type. */
export const SignInEntry = () => {
  const tenant = useTenant()
  switch (loginEntry(tenant.loginSystem, tenant.processType)) {
    case "loginMenu":
      return <LoginMenu />
    case "externalLoginButton": {
      const loginHref = externalLoginStart(tenant.loginSystem, tenant.externalLogin, window.location.origin)
      return loginHref === null ? null : <ExternalLoginButton loginHref={loginHref} />
    }
    case "none":
      return null
  }
}
