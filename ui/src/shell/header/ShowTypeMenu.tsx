import type { ShowType } from "@boleteria/core"
import { useT } from "../../app/ShopContext.js"
import type { HeaderMenu } from "../variants/index.js"
import { BarLink } from "./BarLink.js"
import * as styles from "./ShowTypeMenu.css.js"
import type { MenuShowTypes } from "./useMenuShowTypes.js"

/**
 * Emitted on window when a shopper picks a category of the categories variant, for whatever the
 * tenant hooks to it (analytics, an embedding page): detail `{ idEspectaculoTipo, cNombre }`.
 */
export const CATEGORY_CLICK_EVENT = "boleteria:categoryclick"

type CategoryClickDetail = Pick<ShowType, "idEspectaculoTipo" | "cNombre">

const searchByType = (type: ShowType) => `/AdvancedSearch?aListaidTipoDeEspectaculo=${type.idEspectaculoTipo}`

interface Props {
  readonly menu: HeaderMenu
  readonly showTypes: MenuShowTypes
  readonly layout: "bar" | "drawer"
  /** The drawer closes once a type is picked. */
  readonly onPicked?: () => void
}

/** The variant's show-type menu: each type opens the advanced search filtered by it. */
export const ShowTypeMenu = ({ menu, showTypes, layout, onPicked }: Props) => {
  const t = useT()
  if (menu.kind === "none") return null
  if (showTypes.status === "loading") {
    return (
      <div className={styles.list({ layout })} aria-busy="true" aria-label={t("shell.showTypes.loading")}>
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className={styles.skeleton} />
        ))}
      </div>
    )
  }
  if (showTypes.types.length === 0) return null
  const pick = (type: ShowType) => {
    if (menu.kind === "categories") {
      const detail: CategoryClickDetail = { idEspectaculoTipo: type.idEspectaculoTipo, cNombre: type.cNombre }
      window.dispatchEvent(new CustomEvent(CATEGORY_CLICK_EVENT, { detail }))
    }
    onPicked?.()
  }
  return (
    <nav aria-label={t(menu.kind === "categories" ? "shell.showTypes.categories" : "shell.showTypes.label")}>
      <ul className={styles.list({ layout })}>
        {showTypes.types.map((type) => (
          <li key={type.idEspectaculoTipo}>
            <BarLink to={searchByType(type)} className={styles.link({ layout })} onClick={() => pick(type)}>
              {type.cNombre}
            </BarLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
