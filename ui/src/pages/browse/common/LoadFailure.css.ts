import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { emptyState } from "../../../theme/surfaces.js"

export const box = style({ ...emptyState, color: vars.color.text })
