import { recipe } from "@vanilla-extract/recipes"
import { vars } from "../theme/contract.css.js"
import { focusRing } from "../theme/a11y.js"

export const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.small,
    minHeight: 44,
    padding: `0 ${vars.space.large}`,
    border: "1px solid transparent",
    borderRadius: vars.radius.medium,
    font: "inherit",
    fontWeight: 600,
    cursor: "pointer",
    textDecoration: "none",
    ":focus-visible": focusRing(),
    ":disabled": { opacity: 0.5, cursor: "not-allowed" },
    selectors: { '&[aria-busy="true"]': { opacity: 0.7, cursor: "progress" } },
  },
  variants: {
    kind: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      secondary: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      ghost: { background: "transparent", color: vars.color.primary },
    },
    wide: { true: { width: "100%" } },
  },
  defaultVariants: { kind: "primary", wide: false },
})
