import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { BREAKPOINTS } from "../../theme/breakpoints.js"
import { focusRing } from "../../theme/a11y.js"
import { cluster, pageWidth, plainList } from "../../theme/layout.js"
import { capsHeading } from "../../theme/type.js"

const tablet = `screen and (min-width: ${BREAKPOINTS.sm}px)`
const desktop = `screen and (min-width: ${BREAKPOINTS.md}px)`

export const footer = style({
  marginTop: vars.space.xlarge,
  background: vars.color.footerBackground,
  color: vars.color.footerText,
})

export const columns = style({
  display: "grid",
  gap: vars.space.xlarge,
  ...pageWidth,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  "@media": {
    [tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [desktop]: { gridTemplateColumns: "1fr 1fr 1fr 1.3fr" },
  },
})

export const column = style({ display: "grid", gap: vars.space.small, alignContent: "start" })

export const heading = style(capsHeading)

export const links = style({ ...plainList, display: "grid", gap: 2 })

const linkBase = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 32,
  color: vars.color.footerText,
  borderRadius: vars.radius.small,
  ":hover": { textDecoration: "underline" },
  ":focus-visible": focusRing(),
} as const

export const link = style({ ...linkBase, textDecoration: "none" })

/** The "Botón de arrepentimiento" must be easy to find: it looks like a button. */
export const withdrawal = style({
  ...linkBase,
  padding: `6px ${vars.space.medium}`,
  minHeight: 40,
  border: `1px solid ${vars.color.footerText}`,
  borderRadius: vars.radius.round,
  fontWeight: 700,
  textDecoration: "none",
})

export const social = style({ ...plainList, ...cluster(vars.space.small) })

export const socialLink = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.footerText}`,
  color: vars.color.footerText,
  ":hover": { background: vars.color.primary, borderColor: vars.color.primary },
  ":focus-visible": focusRing(),
})

export const logoRows = style({
  display: "grid",
  gap: vars.space.large,
  ...pageWidth,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
})

export const logoSection = style({ display: "grid", gap: vars.space.small })

export const logos = style({ ...plainList, ...cluster(vars.space.medium) })

globalStyle(`${logos} img`, { display: "block", height: 40, width: "auto", borderRadius: vars.radius.small })

export const copyright = style({
  margin: 0,
  padding: vars.space.large,
  borderTop: "1px solid rgba(255,255,255,.15)",
  textAlign: "center",
  fontSize: vars.font.sizeSmall,
})
