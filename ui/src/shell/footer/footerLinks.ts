import type { TenantConfig } from "@boleteria/core"
import type { ComponentType } from "react"
import { ChatIcon, FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from "../icons/Icons.js"

/** The tenant's pages elsewhere (SPEC §2 footer): plain links, nothing is loaded from them. */
export const EXTERNAL_PAGES = {
  taxAuthority: "https://www.arca.gob.ar/",
  dataProtection: "https://www.argentina.gob.ar/aaip/datospersonales",
  sellWithUs: "mailto:productores@boleteria.com.ar",
  provider: "https://www.boleteria.com.ar/",
} as const

/** Served from ui/public/docs: the form a buyer signs so someone else can pick up the tickets. */
export const PICKUP_AUTHORISATION_PDF = "/docs/autorizacion-retiro-entradas.pdf"

/** The "Botón de arrepentimiento": the revocation page, no login needed (Res. 424/2020). */
export const WITHDRAWAL_PAGE = "/arrepentimiento"

export interface SocialLink {
  readonly name: "instagram" | "facebook" | "x" | "youtube" | "chat"
  readonly href: string
  readonly Icon: ComponentType
}

export const SOCIAL_LINKS: ReadonlyArray<SocialLink> = [
  { name: "instagram", href: "https://www.instagram.com/boleteria.ar", Icon: InstagramIcon },
  { name: "facebook", href: "https://www.facebook.com/boleteria.ar", Icon: FacebookIcon },
  { name: "x", href: "https://x.com/boleteria_ar", Icon: XIcon },
  { name: "youtube", href: "https://www.youtube.com/@boleteria.ar", Icon: YouTubeIcon },
  { name: "chat", href: "https://wa.me/5491152630000", Icon: ChatIcon },
]

export interface LogoImage {
  readonly name: string
  readonly src: string
}

const logo = (folder: string, name: string): LogoImage => ({ name, src: `/logos/${folder}/${name}.svg` })

type AcceptedPayment = NonNullable<TenantConfig["acceptedPayments"]>[number]

/** What the tenant may accept that has a logo file (its id in lower case); names are read from the locale files. */
const PAYMENT_LOGOS: ReadonlySet<AcceptedPayment> = new Set([
  "visa",
  "mastercard",
  "amex",
  "cabal",
  "naranja",
  "mercadoPago",
  "modo",
  "payPal",
  "tigoMoney",
  "applePay",
])

/** The logos of the cards and wallets the tenant takes, in its order; one the shop has no logo for is left out. */
export const paymentLogos = (accepted: ReadonlyArray<AcceptedPayment> = []): ReadonlyArray<LogoImage> =>
  accepted.filter((payment) => PAYMENT_LOGOS.has(payment)).map((payment) => logo("payments", payment.toLowerCase()))

export const PARTNER_LOGOS: ReadonlyArray<LogoImage> = ["camara-salas", "red-teatros", "festival-sur"].map((name) =>
  logo("partners", name),
)
