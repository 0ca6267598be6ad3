import type { ComponentProps, MouseEvent } from "react"
import { ShopLink } from "../../components/ShopLink.js"
import { useBarNavigation } from "../shellHooks.js"

/** A link of the top bar or its menus: replace navigation, announced first in BOX mode. */
export const BarLink = ({ onClick, ...rest }: ComponentProps<typeof ShopLink>) => {
  const { onLinkClick } = useBarNavigation()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) onLinkClick(event)
  }
  return <ShopLink onClick={click} {...rest} />
}
