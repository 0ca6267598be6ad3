import { focusRing } from "./a11y.js"
import { phone } from "./breakpoints.js"
import { vars } from "./contract.css.js"
import { stack } from "./layout.js"

// The shop's style vocabulary (this file and a11y, layout, controls, type, skeleton, clockBar) is plain
// style objects that .css.ts files spread into `style({...})`: each rule is written here once, and
// none of it reaches the JS (vanilla-extract runs these at build time and ships class names only).

/** The 1 px line of frames, fields and the rule between list items. */
export const hairline = `1px solid ${vars.color.border}`

/** A white surface lifted off the page by the card shadow: medium corners for tiles and bars, large for panels. */
export const raisedSurface = (radius: string = vars.radius.medium) =>
  ({ background: vars.color.surface, borderRadius: radius, boxShadow: vars.shadow.card }) as const

/** A page's panel: one part of the page (a step, a summary), raised, framed and roomy. */
export const panel = {
  ...stack(vars.space.medium),
  padding: vars.space.large,
  ...raisedSurface(vars.radius.large),
  border: hairline,
} as const

/** A raised card holding one part of a page (a step of the purchase, a form of the account), its parts `gap` apart. */
export const raisedCard = (gap: string) =>
  ({ display: "grid", gap, padding: vars.space.large, ...raisedSurface(vars.radius.large), minWidth: 0 }) as const

/** A raised box of a browse page holding one group (a show's facts, a venue's address, the search form). */
export const tile = { ...stack(vars.space.medium), padding: vars.space.large, ...raisedSurface() } as const

/** A raised card around a form or a message, with generous room that phones trim. */
export const formCard = {
  display: "grid",
  gap: vars.space.large,
  padding: vars.space.xlarge,
  ...raisedSurface(vars.radius.large),
  "@media": { [phone]: { padding: vars.space.large } },
} as const

/** A framed, flat box inside a panel: an item of a list, a bill, a choice. */
export const outlinedBox = { padding: vars.space.medium, border: hairline, borderRadius: vars.radius.medium } as const

/** A framed item with its control or picture first and its words beside it. */
export const framedItem = { display: "flex", alignItems: "flex-start", gap: vars.space.medium, ...outlinedBox } as const

/** A box's frame thickened in `color`, without moving what is inside: a chosen or active item. */
export const ringed = (color: string) => ({ borderColor: color, boxShadow: `inset 0 0 0 1px ${color}` })

/** An item that is a radio's or checkbox's label: ringed in the primary colour when chosen, focus shown on the item. */
export const choosable = {
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": ringed(vars.color.primary),
    "&:has(input:focus-visible)": focusRing(),
  },
} as const

/** A list item ruled off from the next one. */
export const ruledItem = { paddingBottom: vars.space.medium, borderBottom: hairline } as const

/** A show's picture in a list line: the skeleton's grey until it loads. */
export const thumbnail = {
  objectFit: "cover",
  borderRadius: vars.radius.small,
  background: vars.color.skeleton,
} as const

/** A message set apart by a 4 px edge in its colour (warning, success, the primary) on the quiet background. */
export const callout = (accent: string) =>
  ({
    margin: 0,
    padding: vars.space.medium,
    borderLeft: `4px solid ${accent}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceAlt,
  }) as const

/** A notice under the top bar: a raised bar with its colour's edge, its words first and a close button at the end. */
export const toast = (accent: string, inset: string) =>
  ({
    display: "flex",
    alignItems: "center",
    gap: vars.space.small,
    marginTop: vars.space.medium,
    padding: `${inset} ${inset} ${inset} ${vars.space.large}`,
    borderLeft: `4px solid ${accent}`,
    ...raisedSurface(),
  }) as const

/** What stands where a list would be: nothing found, a load that failed. Centred in a quiet box. */
export const emptyState = {
  ...stack(vars.space.medium),
  alignItems: "center",
  padding: vars.space.xlarge,
  textAlign: "center",
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
} as const
