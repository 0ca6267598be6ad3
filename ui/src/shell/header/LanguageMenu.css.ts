import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/contract.css.js"

export const flag = style({ display: "block", borderRadius: 2, boxShadow: `0 0 0 1px ${vars.color.border}` })
