import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css.js"
import { phone } from "../theme/breakpoints.js"
import { formCard } from "../theme/surfaces.js"
import { pageTitle } from "../theme/type.js"

/** A page that is one centred card (log in, a purchase's result); each page sets its own maxWidth. */
export const page = style({
  margin: "0 auto",
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  "@media": { [phone]: { padding: vars.space.medium } },
})

export const card = style(formCard)

export const title = style(pageTitle)
