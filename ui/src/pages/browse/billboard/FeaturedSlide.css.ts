import { style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { actionLink } from "../common/actionLink.css.js"
import { pictureBox, stack } from "../../../theme/layout.js"
import { sectionTitle, smallPrint } from "../../../theme/type.js"

const fromSmall = `screen and (min-width: ${BREAKPOINTS.sm}px)`

export const slide = style({ display: "flex", flexDirection: "column", background: vars.color.surface })

const bannerBox = style(pictureBox("12 / 5"))
export const banner = style([bannerBox, { objectFit: "cover", background: vars.color.surfaceAlt }])
export const bannerMissing = style([bannerBox, { background: vars.color.surfaceAlt }])

export const caption = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.medium,
  "@media": {
    [fromSmall]: {
      flexDirection: "row",
      alignItems: "center",
      justifyContent: "space-between",
      padding: vars.space.large,
    },
  },
})

export const facts = style({ ...stack(vars.space.xsmall), minWidth: 0 })
export const name = style(sectionTitle)
export const detail = style(smallPrint)

export const action = style([actionLink])
