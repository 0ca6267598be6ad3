/**
 * The shapes of the map's seats, in map units around a seat's centre (x, y) of radius r. Each
 * state has its own shape so none depends on colour alone: free seats are dots in their price's
 * colour (a wheelchair space a square, a companion seat a ringed dot), a chosen seat a dark dot
 * with a check, a seat held by this purchase a blue diamond, a taken one a grey cross.
 */
const TAU = Math.PI * 2

export type SeatShape = "dot" | "square" | "diamond"

/** Adds the seat's outline to the current path; `exact` false draws a square, far cheaper for 20,000 specks. */
export const addShape = (
  ctx: CanvasRenderingContext2D,
  shape: SeatShape,
  x: number,
  y: number,
  r: number,
  exact: boolean,
) => {
  if (!exact) {
    ctx.rect(x - r, y - r, r * 2, r * 2)
  } else if (shape === "dot") {
    ctx.moveTo(x + r, y)
    ctx.arc(x, y, r, 0, TAU)
  } else if (shape === "square") {
    ctx.roundRect(x - r, y - r, r * 2, r * 2, r * 0.3)
  } else {
    const d = r * 1.2
    ctx.moveTo(x, y - d)
    ctx.lineTo(x + d, y)
    ctx.lineTo(x, y + d)
    ctx.lineTo(x - d, y)
    ctx.closePath()
  }
}

/** A taken seat: a cross reaching `arm` from its centre each way (the key's mark, at every zoom). */
export const addCross = (ctx: CanvasRenderingContext2D, x: number, y: number, arm: number) => {
  ctx.moveTo(x - arm, y - arm)
  ctx.lineTo(x + arm, y + arm)
  ctx.moveTo(x + arm, y - arm)
  ctx.lineTo(x - arm, y + arm)
}

export const addCheck = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
  ctx.moveTo(x - r * 0.45, y + r * 0.02)
  ctx.lineTo(x - r * 0.12, y + r * 0.35)
  ctx.lineTo(x + r * 0.48, y - r * 0.33)
}

/** The centre of a held seat's diamond, so it reads as "yours" even in grey-scale. */
export const addHub = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
  ctx.moveTo(x + r * 0.32, y)
  ctx.arc(x, y, r * 0.32, 0, TAU)
}

/** The companion seat's ring, inside its dot. */
export const addInnerRing = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
  ctx.moveTo(x + r * 0.62, y)
  ctx.arc(x, y, r * 0.62, 0, TAU)
}

/** The international symbol of access, simplified to strokes: head, back and seat, and the wheel. */
export const addWheelchair = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number) => {
  const s = r * 0.85
  ctx.moveTo(x + 0.12 * s + 0.16 * s, y - 0.66 * s)
  ctx.arc(x + 0.12 * s, y - 0.66 * s, 0.16 * s, 0, TAU)
  ctx.moveTo(x + 0.02 * s, y - 0.4 * s)
  ctx.lineTo(x - 0.02 * s, y + 0.12 * s)
  ctx.lineTo(x + 0.42 * s, y + 0.12 * s)
  ctx.lineTo(x + 0.62 * s, y + 0.62 * s)
  ctx.moveTo(x, y - 0.16 * s)
  ctx.lineTo(x + 0.34 * s, y - 0.16 * s)
  // The wheel, open towards the seat at its upper right.
  const [cx, cy, radius, from] = [x - 0.02 * s, y + 0.3 * s, 0.42 * s, Math.PI * 0.1]
  ctx.moveTo(cx + radius * Math.cos(from), cy + radius * Math.sin(from))
  ctx.arc(cx, cy, radius, from, Math.PI * 1.35)
}
