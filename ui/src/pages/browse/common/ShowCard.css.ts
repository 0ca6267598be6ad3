import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { skeletonBlock as block } from "./skeleton.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { pictureBox, stack } from "../../../theme/layout.js"
import { raisedSurface } from "../../../theme/surfaces.js"
import { eyebrow, smallPrint } from "../../../theme/type.js"

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  ...raisedSurface(),
  overflow: "hidden",
  transition: "box-shadow .15s ease",
  ":hover": { boxShadow: vars.shadow.menu },
  selectors: { "&:focus-within": focusRing() },
})

const posterBox = style(pictureBox("2 / 3"))

export const poster = style([posterBox, { objectFit: "cover", background: vars.color.surfaceAlt }])
export const posterMissing = style([posterBox, { background: vars.color.surfaceAlt }])

export const body = style({ ...stack(vars.space.xsmall), padding: vars.space.medium, flex: 1 })

export const type = style(eyebrow)

export const name = style({ margin: 0, fontSize: "1.0625rem", lineHeight: 1.25 })

/** The name's link covers the card; its own outline is drawn by the card (focus-within). */
export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  outline: "none",
  "::after": { content: '""', position: "absolute", inset: 0 },
})

export const detail = style(smallPrint)

export const price = style({ margin: 0, marginTop: "auto", paddingTop: vars.space.small, fontWeight: 600 })

export const posterSkeleton = style([block, posterBox, { borderRadius: 0 }])

/** Skeleton lines as long as the texts they stand for. */
export const lineSkeleton = styleVariants({
  type: [block, { height: 12, width: "35%" }],
  name: [block, { height: 20, width: "80%" }],
  venue: [block, { height: 14, width: "60%" }],
  date: [block, { height: 14, width: "70%" }],
  price: [block, { height: 16, width: "40%", marginTop: "auto" }],
})
