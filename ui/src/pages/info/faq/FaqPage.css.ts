import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"
import { anchor } from "../common/InfoPage.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { hairline } from "../../../theme/surfaces.js"

export const group = style({ display: "grid", gap: vars.space.medium })

export const items = style({ display: "grid", gap: vars.space.small })

export const item = style([
  anchor,
  {
    border: hairline,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    selectors: { "&[open]": { borderColor: vars.color.primary } },
  },
])

/** The question: a full-width row with its own open/closed marker, big enough to tap. */
export const question = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  borderRadius: vars.radius.medium,
  ":focus-visible": focusRing(),
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"+"', flex: "none", fontSize: "1.25rem", lineHeight: 1, color: vars.color.primary },
    [`${item}[open] > &::after`]: { content: '"−"' },
  },
})

export const answer = style({
  display: "grid",
  gap: vars.space.small,
  padding: `0 ${vars.space.medium} ${vars.space.medium}`,
})
