import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"
import { sectionTitle } from "../../theme/type.js"

const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } })

/** A modal <dialog> along the left edge; the panel inside fills it, so a click beside it closes. */
export const drawer = style({
  inset: "0 auto 0 0",
  width: "min(320px, 86vw)",
  height: "100%",
  maxWidth: "none",
  maxHeight: "none",
  margin: 0,
  padding: 0,
  border: "none",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.menu,
  animation: `${slideIn} .2s ease-out`,
  "::backdrop": { background: "rgba(0,0,0,.45)" },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
})

export const panel = style({ boxSizing: "border-box", minHeight: "100%", padding: vars.space.medium })

export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between" })
export const title = style(sectionTitle)
export const section = style({ marginTop: vars.space.large })
export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textTransform: "uppercase",
  letterSpacing: ".06em",
})
