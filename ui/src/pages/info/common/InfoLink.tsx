import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"

/** A link an information page offers: a page of the shop, a file it serves, or a mail address. */
export interface InfoLinkTarget {
  readonly to: string
  /** Locale key of its words. */
  readonly label: string
  /** Served as is by the server (a PDF) or handled by the device (mailto:), not a route of the shop. */
  readonly outside?: boolean
}

export const InfoLink = ({ to, label, outside = false }: InfoLinkTarget) => {
  const t = useT()
  return outside ? <a href={to}>{t(label)}</a> : <ShopLink to={to}>{t(label)}</ShopLink>
}
