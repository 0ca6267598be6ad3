import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"
import { phone } from "../theme/breakpoints.js"
import { focusRing } from "../theme/a11y.js"
import { hairline } from "../theme/surfaces.js"
import { sectionTitle } from "../theme/type.js"
import { plainList } from "../theme/layout.js"

export const drawer = style({
  position: "fixed",
  top: 0,
  right: 0,
  bottom: 0,
  width: "min(480px, 100vw)",
  // The padding is inside that width: on a phone the drawer's left edge stays on the screen.
  boxSizing: "border-box",
  display: "grid",
  gridTemplateRows: "auto auto auto minmax(0, 1fr)",
  // One column no wider than the drawer: a long tab number wraps instead of pushing it off a phone's screen.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.menu,
  zIndex: 200,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  "@media": { [phone]: { padding: vars.space.medium } },
})

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
})

export const title = style({ ...sectionTitle, overflowWrap: "anywhere" })

/** What the downloaded log holds of the shopper: the opt-in for name and e-mail, and what never goes in. */
export const privacy = style({ display: "grid", gap: vars.space.xsmall, margin: 0 })

export const privacyChoice = style({ display: "flex", alignItems: "center", gap: vars.space.small })

export const actions = style({ display: "flex", gap: vars.space.small, flexWrap: "wrap" })

export const states = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
})

export const stateRow = style({ display: "contents" })

export const stateName = style({ fontWeight: 700 })

export const stateValue = style({
  margin: 0,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  overflowWrap: "anywhere",
})

export const events = style({
  overflow: "auto",
  ...plainList,
  display: "grid",
  alignContent: "start",
  gap: vars.space.xsmall,
})

export const event = style({ borderBottom: hairline, paddingBottom: vars.space.xsmall })

export const summary = style({
  display: "flex",
  gap: vars.space.small,
  flexWrap: "wrap",
  cursor: "pointer",
  ":focus-visible": focusRing(),
})

export const type = style({ fontWeight: 700, fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" })

export const meta = style({ color: vars.color.muted })

export const payload = style({
  margin: `${vars.space.xsmall} 0 0`,
  padding: vars.space.small,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.small,
  overflow: "auto",
  maxHeight: 240,
  fontSize: "0.75rem",
})
