import type { AnchorHTMLAttributes, MouseEvent } from "react"
import { useLocation } from "wouter"

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { readonly to: string }

/** SPEC §2: the shop navigates with replace, not push; a modified click still opens a new tab. */
export const ShopLink = ({ to, onClick, ...rest }: Props) => {
  const [, navigate] = useLocation()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(to, { replace: true })
  }
  return <a href={to} onClick={follow} {...rest} />
}
