import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"

const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "none" } })

export const backdrop = style({ position: "fixed", inset: 0, zIndex: 90, background: "rgba(0,0,0,.45)" })

export const drawer = style({
  position: "absolute",
  inset: "0 auto 0 0",
  width: "min(320px, 86vw)",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.menu,
  padding: vars.space.medium,
  animation: `${slideIn} .2s ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
})

export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between" })
export const title = style({ margin: 0, fontSize: vars.font.sizeLarge })
export const section = style({ marginTop: vars.space.large })
export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.muted,
  fontSize: vars.font.sizeSmall,
  textTransform: "uppercase",
  letterSpacing: ".06em",
})
