import { vars } from "../../../../theme/contract.css.js"

/**
 * The colours of price tiers, dearest first: told apart with the common colour-vision
 * deficiencies and at least 3:1 against the map's white (WCAG 1.4.11). None is the ink of a
 * chosen seat or the blue of a held one, and state never rests on colour alone: shapes differ.
 */
const TIER_COLOURS = ["#6a3d9a", "#00798c", "#c25100", "#a6266e", "#6b7a00", "#8c510a", "#2e7d32", "#4a5a70"]

export const tierColour = (tier: number): string => TIER_COLOURS[Math.max(0, tier) % TIER_COLOURS.length]!

/** The theme's colours the map draws with, read from its CSS custom properties so a tenant's brand reaches the canvas. */
export interface MapPalette {
  readonly background: string
  /** Chosen seats, labels, the stage. */
  readonly ink: string
  readonly muted: string
  /** Held by this purchase. */
  readonly mine: string
  /** Held by another purchase or sold. */
  readonly taken: string
  readonly stage: string
  readonly onMark: string
}

const FALLBACK: MapPalette = {
  background: "#ffffff",
  ink: "#1c1c1e",
  muted: "#5f6368",
  mine: "#1a5fd0",
  taken: "#9aa0a6",
  stage: "#3c3c43",
  onMark: "#ffffff",
}

export const readPalette = (element: Element): MapPalette => {
  const style = getComputedStyle(element)
  const read = (reference: string, fallback: string) => {
    const name = /var\((--[^),]+)/.exec(reference)?.[1]
    return (name === undefined ? "" : style.getPropertyValue(name).trim()) || fallback
  }
  return {
    ...FALLBACK,
    background: read(vars.color.surface, FALLBACK.background),
    ink: read(vars.color.text, FALLBACK.ink),
    muted: read(vars.color.muted, FALLBACK.muted),
    mine: read(vars.color.focus, FALLBACK.mine),
  }
}

/** The same colour with an alpha, for tints behind sectors (#rrggbb only, as above). */
export const withAlpha = (hex: string, alpha: number): string => {
  const value = Number.parseInt(hex.slice(1), 16)
  if (hex.length !== 7 || Number.isNaN(value)) return hex
  return `rgba(${value >> 16}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`
}
