import { style } from "@vanilla-extract/css"
import { vars } from "../../../theme/contract.css.js"

// Called from .css.ts files only: vanilla-extract files may export styles, not functions.

/**
 * A list shown as a grid of cards, each at least `minWidth` wide (the whole width on a phone);
 * `auto-fit` stretches a short list across the row, `auto-fill` keeps every card its column's width.
 */
export const cardGrid = (minWidth: string, repeat: "auto-fit" | "auto-fill" = "auto-fit") =>
  style({
    listStyle: "none",
    display: "grid",
    gap: vars.space.medium,
    gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr))`,
    // A grid of cards, not a list of lines: none of the text column's list indent or measure.
    selectors: { "&&": { paddingLeft: 0, maxWidth: "none" } },
  })
