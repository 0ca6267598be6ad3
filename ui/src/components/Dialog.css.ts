import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"
import { phone, tablet } from "../theme/breakpoints.js"

/** SPEC §9 dialog widths: 86% on phones, 70% on small screens, 500px otherwise. */
export const dialog = style({
  width: "500px",
  maxWidth: "calc(100vw - 16px)",
  maxHeight: "90vh",
  padding: 0,
  border: "none",
  overflow: "hidden",
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.menu,
  "::backdrop": { background: "rgba(0,0,0,.45)" },
  "@media": { [phone]: { width: "86%" }, [tablet]: { width: "70%" } },
})

/** Scrolls inside the dialog, so a click on a scrollbar is not read as one on the backdrop. */
export const panel = style({ boxSizing: "border-box", maxHeight: "90vh", overflow: "auto", padding: vars.space.xlarge })

export const title = style({ margin: 0, marginBottom: vars.space.medium, fontSize: vars.font.sizeLarge })
export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.small,
  marginTop: vars.space.large,
})
