import type { MouseEvent } from "react"
import { useLocation, useSearch } from "wouter"
import { useT, useTenant } from "../../app/ShopContext.js"
import { phone } from "../../theme/breakpoints.js"
import type { VariantLogo } from "../variants/index.js"
import { BarLink } from "./BarLink.js"
import * as styles from "./Header.css.js"

/** The logo goes to the billboard; on the billboard itself it reloads it (SPEC §2). */
export const Logo = ({ logo }: { readonly logo: VariantLogo }) => {
  const t = useT()
  const tenant = useTenant()
  const [location] = useLocation()
  const search = useSearch()
  const reloadIfHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location !== "/" || search !== "") return
    event.preventDefault()
    window.location.reload()
  }
  return (
    <BarLink to="/" className={styles.logo} onClick={reloadIfHome}>
      <picture>
        <source media={phone} srcSet={logo.phoneSrc} />
        <img src={logo.src} width={logo.width} height={logo.height} alt={t("shell.home", { name: tenant.name })} />
      </picture>
    </BarLink>
  )
}
