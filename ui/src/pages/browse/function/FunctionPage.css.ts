import { globalStyle, keyframes, style } from "@vanilla-extract/css"
import { BREAKPOINTS } from "../../../theme/breakpoints.js"
import { vars } from "../../../theme/contract.css.js"
import { focusRing } from "../../../theme/a11y.js"
import { controlBox } from "../../../theme/controls.js"
import { cluster, pageWidth, plainList, spread, stack } from "../../../theme/layout.js"
import { skeletonBone } from "../../../theme/skeleton.js"
import { callout, choosable, framedItem, hairline, panel as panelBox, ringed } from "../../../theme/surfaces.js"
import { mutedText } from "../../../theme/type.js"

const wide = `screen and (min-width: ${BREAKPOINTS.md}px)`
/** One column: the map takes the screen's width and the purchase panels follow it. */
const narrow = `screen and (max-width: ${BREAKPOINTS.md - 1}px)`

export const page = style({
  ...stack(vars.space.large),
  ...pageWidth,
  padding: vars.space.medium,
  "@media": { [`screen and (min-width: ${BREAKPOINTS.sm}px)`]: { padding: vars.space.large } },
})

/** Phones: sectors first, then the map, what is chosen, and promotions. Wide screens: the map beside the rest. */
export const layout = style({
  display: "grid",
  gap: vars.space.large,
  gridTemplateColumns: "minmax(0, 1fr)",
  gridTemplateAreas: `"sectors" "map" "purchase" "promotions"`,
  alignItems: "start",
  "@media": {
    [wide]: {
      gridTemplateColumns: "minmax(0, 1fr) 360px",
      gridTemplateAreas: `"map sectors" "map purchase" "map promotions"`,
      gridTemplateRows: "auto auto 1fr",
    },
  },
})

const column = { display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 } as const
export const sectorsArea = style({ ...column, gridArea: "sectors" })
export const mapArea = style({ ...column, gridArea: "map" })
export const purchaseArea = style({ ...column, gridArea: "purchase" })
export const promotionsArea = style({ ...column, gridArea: "promotions" })
export const aside = style(column)

export const panel = style(panelBox)

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLarge, lineHeight: 1.3 })

export const title = style({ margin: 0, fontSize: vars.font.sizeTitle, lineHeight: 1.2 })

export const muted = style(mutedText)

export const list = style({ ...stack(vars.space.small), ...plainList })

export const row = style(spread(vars.space.medium))

export const notice = style(callout(vars.color.warning))

export const alert = style([notice, { borderLeftColor: vars.color.alert }])

export const field = style({ ...stack(vars.space.xsmall), fontWeight: 600 })

export const select = style({ ...controlBox, ":focus-visible": focusRing() })

export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
})

export const choice = style({
  ...framedItem,
  background: vars.color.surface,
  ...choosable,
  selectors: { ...choosable.selectors, "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.6 } },
})

export const radio = style({ width: 20, height: 20, margin: "2px 0 0", accentColor: vars.color.primary, flexShrink: 0 })

export const choiceText = style({ ...stack(2), flex: 1 })
export const choiceName = style({ fontWeight: 700 })
export const small = style({ fontSize: vars.font.sizeSmall, color: vars.color.muted })

/** A live region stays in the page even when empty (screen readers only announce changes to regions they know). */
export const status = style({ margin: 0 })

export const timer = style({ margin: 0, fontVariantNumeric: "tabular-nums", fontWeight: 700 })
export const timerAlert = style({ color: vars.color.alert })

export const linkButton = style({ alignSelf: "stretch" })

export const textButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: 0,
  background: "transparent",
  color: vars.color.primary,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  ":focus-visible": focusRing(),
})

const bone = style(skeletonBone(vars.radius.medium))
export const boneTitle = style([bone, { height: 36, width: "60%" }])
export const boneLine = style([bone, { height: 20, width: "40%" }])
export const boneMap = style([bone, { height: "clamp(280px, 60vh, 620px)" }])
export const boneCard = style([bone, { height: 72 }])

const arrive = keyframes({ "0%": { boxShadow: `0 0 0 4px ${vars.color.focus}` }, "100%": { boxShadow: "none" } })

/**
 * After a take the page jumps here at once, clear of the sticky header; a ring fades around it to
 * show where the page went, unless the shopper asked for reduced motion.
 */
export const heldPanel = style([
  panel,
  {
    scrollMarginTop: 96,
    selectors: { "&:focus-within": { outline: "none" } },
    "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${arrive} 1.2s ease-out` } },
  },
])

/** The count, the total and "Reservar": in its panel, or fixed to the bottom of a phone's screen once seats are chosen. */
export const takeBar = style(stack(vars.space.small))
export const takeBarStuck = style([
  takeBar,
  {
    "@media": {
      [narrow]: {
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 30,
        flexDirection: "row",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        padding: `${vars.space.small} ${vars.space.medium}`,
        background: vars.color.surface,
        borderTop: hairline,
        boxShadow: vars.shadow.menu,
      },
    },
  },
])
// The fixed bar must not hide the end of the page.
globalStyle(`${page}:has(${takeBarStuck})`, { "@media": { [narrow]: { paddingBottom: 128 } } })

export const takeSummary = style({ margin: 0, fontVariantNumeric: "tabular-nums" })

export const smallLegend = style({ padding: 0, marginBottom: vars.space.small, fontWeight: 700 })

/** The list chooser's seats: one chip per seat, a native checkbox inside, 44 px tall. */
export const chips = style({ ...cluster(vars.space.xsmall), ...plainList })

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  minWidth: 64,
  minHeight: 44,
  padding: `0 ${vars.space.small}`,
  border: hairline,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { ...ringed(vars.color.text), fontWeight: 700 },
    '&[data-look="mine"]': ringed(vars.color.focus),
    '&[data-look="held"], &[data-look="sold"]': {
      color: vars.color.muted,
      textDecoration: "line-through",
      background: vars.color.surfaceAlt,
      cursor: "not-allowed",
    },
    "&:has(input:focus-visible)": focusRing(),
  },
})

export const chipBox = style({ width: 18, height: 18, margin: 0, accentColor: vars.color.text })

export const accessMark = style({ flexShrink: 0 })

/** A checkbox with its words beside it, the whole line its target. */
export const check = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.small,
  minHeight: 44,
  cursor: "pointer",
  selectors: { "&:has(input:focus-visible)": focusRing() },
})

export const checkBox = style({ width: 24, height: 24, margin: 0, flexShrink: 0, accentColor: vars.color.primary })
