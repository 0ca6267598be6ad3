import { vars } from "./contract.css.js"

/** The page's measure: centred, never wider than the layout's maximum width. */
export const pageWidth = { maxWidth: vars.layout.maxWidth, margin: "0 auto" } as const

/** Children one under the other, `gap` apart. */
export const stack = (gap: string | number) => ({ display: "flex", flexDirection: "column", gap }) as const

/** Children side by side, wrapping onto more lines where the row is full (tags, links, a legend). */
export const cluster = (gap: string | number) => ({ display: "flex", flexWrap: "wrap", gap }) as const

/** A line with its first child at the start and its last at the end (a title and its action, a name and its price). */
export const spread = (gap: string | number) =>
  ({ display: "flex", alignItems: "center", justifyContent: "space-between", gap }) as const

/** A list without the browser's bullets and indent: the list's markup for a screen reader, any layout on screen. */
export const plainList = { listStyle: "none", margin: 0, padding: 0 } as const

/** A picture at its box's width in its own proportions: the box keeps its place while the picture loads. */
export const pictureBox = (aspectRatio: string) =>
  ({ display: "block", width: "100%", height: "auto", aspectRatio }) as const

/** A row of buttons and links, centred on its line and wrapping where the screen is narrow. */
export const actionRow = (gap: string | number) => ({ ...cluster(gap), alignItems: "center" }) as const
