import type { FooterLinkName, HeaderMenu, VariantLogo, VariantRecord } from "./variantRecord.js"

export type { HeaderMenu, VariantLogo, VariantRecord } from "./variantRecord.js"

const ALL_LINKS: ReadonlyArray<FooterLinkName> = [
  "termsAndConditions",
  "privacyPolicies",
  "FAQ",
  "ComplaintsBook",
  "eticket",
  "TechnicalSupport",
  "Services",
  "PointSales",
]
const LEGAL_AND_HELP: ReadonlyArray<FooterLinkName> = [
  "termsAndConditions",
  "privacyPolicies",
  "FAQ",
  "ComplaintsBook",
  "TechnicalSupport",
]
const WITHOUT_POINTS_OF_SALE: ReadonlyArray<FooterLinkName> = ALL_LINKS.filter((link) => link !== "PointSales")

const MARK = "/logos/boleteria-compact.svg"
const WIDE_LOGO: VariantLogo = { src: "/logos/boleteria.svg", width: 160, height: 40, phoneSrc: MARK }
const COMPACT_LOGO: VariantLogo = { src: MARK, width: 44, height: 44, phoneSrc: MARK }

const CONTACT = "contacto@boleteria.com.ar"

const NO_MENU: HeaderMenu = { kind: "none" }
const TOP_5: HeaderMenu = { kind: "topTypes", maxOrder: 5 }
const TOP_3: HeaderMenu = { kind: "topTypes", maxOrder: 3 }
const CATEGORIES: HeaderMenu = { kind: "categories" }

/** What style 11 has; each other style says only how it differs. */
const STANDARD = {
  headerMenu: TOP_5,
  searchBox: true,
  contactMailbox: null,
  shopButton: true,
  simple: false,
  footerLinks: ALL_LINKS,
  logo: WIDE_LOGO,
} as const satisfies Omit<VariantRecord, "style">

/** A simple variant: the mark for a logo, the legal and help links only, no Shop button. */
const SIMPLE = {
  ...STANDARD,
  simple: true,
  shopButton: false,
  footerLinks: LEGAL_AND_HELP,
  logo: COMPACT_LOGO,
} as const

/** Styles 1 to 13 (SPEC §1). This tenant uses 11 for header and footer. */
export const VARIANTS: ReadonlyArray<VariantRecord> = [
  { ...STANDARD, style: 1, headerMenu: NO_MENU, simple: true },
  { ...STANDARD, style: 2 },
  { ...STANDARD, style: 3, headerMenu: TOP_3, shopButton: false, footerLinks: WITHOUT_POINTS_OF_SALE },
  { ...STANDARD, style: 4, headerMenu: CATEGORIES },
  { ...SIMPLE, style: 5, headerMenu: NO_MENU, contactMailbox: CONTACT },
  { ...STANDARD, style: 6, contactMailbox: CONTACT },
  { ...STANDARD, style: 7, headerMenu: CATEGORIES, contactMailbox: CONTACT, footerLinks: WITHOUT_POINTS_OF_SALE },
  { ...SIMPLE, style: 8, headerMenu: TOP_3, searchBox: false },
  { ...SIMPLE, style: 9, headerMenu: NO_MENU, searchBox: false },
  { ...STANDARD, style: 10, headerMenu: CATEGORIES, searchBox: false, contactMailbox: CONTACT },
  { ...STANDARD, style: 11 },
  { ...STANDARD, style: 12, headerMenu: TOP_3, contactMailbox: CONTACT, footerLinks: WITHOUT_POINTS_OF_SALE },
  { ...SIMPLE, style: 13, headerMenu: NO_MENU, footerLinks: ALL_LINKS },
]

/** The record of a style; the tenant file is validated to hold 1–13, so every style has one. */
export const variantFor = (style: number): VariantRecord => {
  const variant = VARIANTS.find((candidate) => candidate.style === style)
  if (variant === undefined) throw new RangeError(`No brand variant for style ${style}`)
  return variant
}
