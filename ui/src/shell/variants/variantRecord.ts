/**
 * What a brand variant (header and footer styles 1–13) switches. One header and one footer
 * read these records; a variant is data, never a copy of a component.
 */

/** The show-type menu of the top bar (SPEC §2). */
export type HeaderMenu =
  | { readonly kind: "none" }
  /** The top show types: nOrden at most `maxOrder` (5 in some variants, 3 in others). */
  | { readonly kind: "topTypes"; readonly maxOrder: 3 | 5 }
  /**
   * The first categories by name, at most the tenant's `header.maxCategories` (6); a click
   * also emits CATEGORY_CLICK_EVENT on window.
   */
  | { readonly kind: "categories" }

/** The fixed footer links (SPEC §2), named as the routes they open. */
export type FooterLinkName =
  | "termsAndConditions"
  | "privacyPolicies"
  | "FAQ"
  | "ComplaintsBook"
  | "eticket"
  | "TechnicalSupport"
  | "Services"
  | "PointSales"

export interface VariantLogo {
  /** Served from ui/public. */
  readonly src: string
  readonly width: number
  readonly height: number
  /** The mark alone, for the narrow bar of phones. */
  readonly phoneSrc: string
}

export interface VariantRecord {
  readonly style: number
  readonly headerMenu: HeaderMenu
  readonly searchBox: boolean
  /** The contact mailbox some variants link from the top bar; null for none. */
  readonly contactMailbox: string | null
  /** Whether the variant has a Shop (Tienda) button; it shows only with the products flag on. */
  readonly shopButton: boolean
  /** Simple variants keep the shopper on the billboard, login, sign-up, function or landing after Sign Out. */
  readonly simple: boolean
  readonly footerLinks: ReadonlyArray<FooterLinkName>
  readonly logo: VariantLogo
}
