import { pageAfterLogout, type AccountMenuItem } from "@boleteria/core"
import { useSession, useT, useTenant } from "../../app/ShopContext.js"
import { UserIcon } from "../icons/Icons.js"
import { textOnWideScreens } from "../shared.css.js"
import { useBarNavigation, useRouteName } from "../shellHooks.js"
import { BarLink } from "./BarLink.js"
import * as menu from "./MenuButton.css.js"
import { MenuButton } from "./MenuButton.js"
import { useAccountMenuItems } from "./useAccountMenuItems.js"

interface Props {
  /** Simple variants stay on some pages after Sign Out (SPEC §4). */
  readonly simpleVariant: boolean
  /** External login: the provider's logout page, loaded in a hidden frame after Sign Out. */
  readonly onExternalLogout: (logoutUrl: string) => void
}

/** The signed-in customer's name and Account menu, with the items core's accountMenu allows. */
export const AccountMenu = ({ simpleVariant, onExternalLogout }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const session = useSession()
  const routeName = useRouteName()
  const { go } = useBarNavigation()
  const items = useAccountMenuItems()
  const signOut = () => {
    session.logOut()
    if (session.isExternalLogin && tenant.externalLogin !== null) onExternalLogout(tenant.externalLogin.logoutUrl)
    const next = pageAfterLogout(routeName, simpleVariant)
    if (next !== null) go(next)
  }
  const entry = (item: AccountMenuItem, close: () => void) => {
    const label = t(`shell.account.${item.name}`)
    switch (item.kind) {
      case "page":
        return (
          <BarLink to={item.path} className={menu.item} onClick={close}>
            {label}
          </BarLink>
        )
      case "external":
        return (
          <a href={item.href} className={menu.item}>
            {label}
          </a>
        )
      case "signOut":
        return (
          <button
            type="button"
            className={menu.item}
            onClick={() => {
              close()
              signOut()
            }}
          >
            {label}
          </button>
        )
    }
  }
  return (
    <MenuButton
      ariaLabel={t("shell.account.menu", { name: session.displayName ?? "" })}
      label={
        <>
          <UserIcon />
          <span className={textOnWideScreens}>{session.displayName}</span>
        </>
      }
    >
      {(close) => (
        <ul className={menu.list}>
          {items.map((item) => (
            <li key={item.name}>{entry(item, close)}</li>
          ))}
        </ul>
      )}
    </MenuButton>
  )
}
