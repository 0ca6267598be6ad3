// Writes fixtures/posters/<cSeo>.svg (600x900 poster) and <cSeo>-destacado.svg (1200x500
// WEB_DESTACADO banner) for every show of fixtures/catalog/shows.json. Self-contained SVG: system
// font stacks, gradients and shapes only, nothing loaded from elsewhere. Colours and shapes come
// from a hash of the show's cSeo, so the output only changes when the catalogue does.
//   node scripts/generate-posters.mjs          write the files
//   node scripts/generate-posters.mjs --check  exit 1 if the files on disk differ from the output
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures")
const postersDir = join(fixturesDir, "posters")
const readCatalog = (name) => JSON.parse(readFileSync(join(fixturesDir, "catalog", name), "utf8"))

const FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif"

// ---------------------------------------------------------------------------------------------
// Determinism: a 32-bit FNV-1a hash of the slug seeds a small PRNG (mulberry32).

function hash(text) {
  let value = 0x811c9dc5
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

function randomFrom(seed) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Hex colour of an HSL triple (hue in degrees, saturation and lightness 0–100). */
function hsl(hue, saturation, lightness) {
  const s = saturation / 100
  const l = lightness / 100
  const channel = (n) => {
    const k = (n + hue / 30) % 12
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0")
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

function paletteOf(seo) {
  // Through the PRNG: FNV's low bits alone would give similar slugs similar hues.
  const hue = Math.floor(randomFrom(hash(seo))() * 360)
  return {
    light: hsl(hue, 68, 46),
    dark: hsl((hue + 40) % 360, 62, 13),
    accent: hsl((hue + 180) % 360, 90, 68),
    soft: hsl((hue + 15) % 360, 80, 82),
  }
}

const escapeXml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const fixed = (value) => Number(value.toFixed(1))

// ---------------------------------------------------------------------------------------------
// One motif per show type, drawn inside a box; `random` varies it per show.

const motifs = {
  // Teatro: a spotlight on a stage between folded curtains.
  1: ({ x, y, w, h }, random, colors) => {
    const folds = 5
    const foldWidth = (w * 0.2) / folds
    const curtain = (left) =>
      Array.from({ length: folds }, (_, i) => {
        const fx = left ? x + i * foldWidth : x + w - (i + 1) * foldWidth
        return `<rect x="${fixed(fx)}" y="${y}" width="${fixed(foldWidth)}" height="${fixed(h * (0.9 - i * 0.04))}" rx="${fixed(foldWidth / 2)}" fill="${colors.light}" opacity="${i % 2 === 0 ? 0.9 : 0.6}"/>`
      }).join("")
    const spotX = x + w * (0.4 + random() * 0.2)
    return (
      `<ellipse cx="${fixed(spotX)}" cy="${fixed(y + h * 0.78)}" rx="${fixed(w * 0.28)}" ry="${fixed(h * 0.07)}" fill="${colors.soft}" opacity="0.35"/>` +
      `<polygon points="${fixed(spotX - 30)},${y} ${fixed(spotX + 30)},${y} ${fixed(spotX + w * 0.28)},${fixed(y + h * 0.78)} ${fixed(spotX - w * 0.28)},${fixed(y + h * 0.78)}" fill="${colors.soft}" opacity="0.18"/>` +
      curtain(true) +
      curtain(false) +
      `<rect x="${x}" y="${y}" width="${w}" height="${fixed(h * 0.08)}" fill="${colors.light}"/>`
    )
  },
  // Música: a record and an equaliser.
  2: ({ x, y, w, h }, random, colors) => {
    const cx = x + w * 0.5
    const cy = y + h * 0.42
    const radius = Math.min(w, h) * 0.34
    const grooves = Array.from(
      { length: 6 },
      (_, i) =>
        `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(radius * (0.95 - i * 0.1))}" fill="none" stroke="${colors.soft}" stroke-width="1.5" opacity="0.35"/>`,
    ).join("")
    const bars = Array.from({ length: 14 }, (_, i) => {
      const barHeight = h * (0.05 + random() * 0.16)
      return `<rect x="${fixed(x + w * 0.1 + (i * (w * 0.8)) / 14)}" y="${fixed(y + h - barHeight)}" width="${fixed((w * 0.8) / 14 - 6)}" height="${fixed(barHeight)}" rx="3" fill="${colors.accent}" opacity="0.85"/>`
    }).join("")
    return (
      `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(radius)}" fill="#111" opacity="0.85"/>${grooves}` +
      `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(radius * 0.3)}" fill="${colors.accent}"/>` +
      `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(radius * 0.04)}" fill="#111"/>${bars}`
    )
  },
  // Stand-up: a microphone in front of a brick wall.
  3: ({ x, y, w, h }, random, colors) => {
    const brickW = w / 6
    const brickH = h / 14
    const bricks = []
    for (let r = 0; r < 14; r++) {
      for (let c = -1; c < 6; c++) {
        const bx = x + c * brickW + (r % 2) * (brickW / 2)
        if (bx + brickW <= x || bx >= x + w) continue
        const left = Math.max(bx, x)
        const right = Math.min(bx + brickW, x + w)
        bricks.push(
          `<rect x="${fixed(left + 2)}" y="${fixed(y + r * brickH + 2)}" width="${fixed(right - left - 4)}" height="${fixed(brickH - 4)}" fill="${colors.light}" opacity="${fixed(0.25 + random() * 0.3)}"/>`,
        )
      }
    }
    const cx = x + w * 0.5
    return (
      bricks.join("") +
      `<line x1="${fixed(cx)}" y1="${fixed(y + h * 0.45)}" x2="${fixed(cx)}" y2="${fixed(y + h)}" stroke="#1b1b1b" stroke-width="10"/>` +
      `<rect x="${fixed(cx - 22)}" y="${fixed(y + h * 0.3)}" width="44" height="${fixed(h * 0.17)}" rx="20" fill="#2a2a2a"/>` +
      `<circle cx="${fixed(cx)}" cy="${fixed(y + h * 0.28)}" r="40" fill="${colors.soft}" stroke="#2a2a2a" stroke-width="8"/>`
    )
  },
  // Infantil: stars and balloons.
  4: ({ x, y, w, h }, random, colors) => {
    const star = (sx, sy, size) => {
      const points = Array.from({ length: 10 }, (_, i) => {
        const angle = (Math.PI / 5) * i - Math.PI / 2
        const r = i % 2 === 0 ? size : size * 0.45
        return `${fixed(sx + r * Math.cos(angle))},${fixed(sy + r * Math.sin(angle))}`
      }).join(" ")
      return `<polygon points="${points}" fill="${colors.soft}" opacity="0.9"/>`
    }
    const stars = Array.from({ length: 7 }, () =>
      star(x + random() * w, y + random() * h * 0.45, 8 + random() * 16),
    ).join("")
    const balloonColors = [colors.accent, colors.soft, colors.light, "#ffd23f"]
    const balloons = Array.from({ length: 4 }, (_, i) => {
      const bx = x + w * (0.2 + i * 0.2) + (random() - 0.5) * 30
      const by = y + h * (0.4 + random() * 0.2)
      return (
        `<path d="M${fixed(bx)},${fixed(by + 58)} q-14,${fixed(h * 0.1)} 6,${fixed(h * 0.25)}" stroke="${colors.soft}" stroke-width="2" fill="none"/>` +
        `<ellipse cx="${fixed(bx)}" cy="${fixed(by)}" rx="44" ry="56" fill="${balloonColors[i]}"/>` +
        `<ellipse cx="${fixed(bx - 14)}" cy="${fixed(by - 20)}" rx="9" ry="15" fill="#fff" opacity="0.45"/>`
      )
    }).join("")
    return stars + balloons
  },
  // Danza: ribbons in motion.
  5: ({ x, y, w, h }, random, colors) =>
    Array.from({ length: 5 }, (_, i) => {
      const startY = y + h * (0.2 + i * 0.14)
      const c1 = y + random() * h
      const c2 = y + random() * h
      return `<path d="M${x},${fixed(startY)} C${fixed(x + w * 0.35)},${fixed(c1)} ${fixed(x + w * 0.65)},${fixed(c2)} ${x + w},${fixed(startY + (random() - 0.5) * h * 0.3)}" fill="none" stroke="${i % 2 === 0 ? colors.accent : colors.soft}" stroke-width="${fixed(6 + i * 5)}" stroke-linecap="round" opacity="${fixed(0.35 + i * 0.12)}"/>`
    }).join(""),
  // Deportes: speed stripes and a ball.
  6: ({ x, y, w, h }, random, colors) => {
    const stripes = Array.from({ length: 6 }, (_, i) => {
      const offset = x - h + (i * (w + h)) / 6
      return `<polygon points="${fixed(offset)},${y + h} ${fixed(offset + 40)},${y + h} ${fixed(offset + 40 + h)},${y} ${fixed(offset + h)},${y}" fill="${colors.light}" opacity="0.35"/>`
    }).join("")
    const cx = x + w * (0.45 + random() * 0.1)
    const cy = y + h * 0.45
    const r = Math.min(w, h) * 0.26
    return (
      `<clipPath id="sport-clip"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#sport-clip)">${stripes}</g>` +
      `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}" fill="${colors.soft}"/>` +
      `<path d="M${fixed(cx - r)},${fixed(cy)} Q${fixed(cx)},${fixed(cy - r * 0.6)} ${fixed(cx + r)},${fixed(cy)} M${fixed(cx)},${fixed(cy - r)} Q${fixed(cx + r * 0.6)},${fixed(cy)} ${fixed(cx)},${fixed(cy + r)}" fill="none" stroke="${colors.dark}" stroke-width="6"/>`
    )
  },
  // Ópera: tiers of boxes and a chandelier.
  7: ({ x, y, w, h }, random, colors) => {
    const boxes = []
    for (let tier = 0; tier < 3; tier++) {
      const count = 5 + tier
      const boxW = w / count
      for (let i = 0; i < count; i++) {
        const bx = x + i * boxW + 6
        const by = y + h * (0.35 + tier * 0.2)
        boxes.push(
          `<path d="M${fixed(bx)},${fixed(by + 60)} v-36 a${fixed(boxW / 2 - 6)},${fixed(boxW / 2 - 6)} 0 0 1 ${fixed(boxW - 12)},0 v36 z" fill="${colors.dark}" stroke="${colors.soft}" stroke-width="2" opacity="0.8"/>`,
        )
      }
    }
    const cx = x + w / 2
    const drops = Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="${fixed(cx - 80 + i * 20)}" cy="${fixed(y + h * 0.18 - Math.abs(i - 4) * 4)}" r="${fixed(4 + random() * 3)}" fill="#fff4c2"/>`,
    ).join("")
    return (
      `<line x1="${fixed(cx)}" y1="${y}" x2="${fixed(cx)}" y2="${fixed(y + h * 0.12)}" stroke="#fff4c2" stroke-width="3"/>` +
      `<ellipse cx="${fixed(cx)}" cy="${fixed(y + h * 0.15)}" rx="95" ry="24" fill="#fff4c2" opacity="0.3"/>${drops}${boxes.join("")}`
    )
  },
  // Circo: a striped big top with a flag.
  8: ({ x, y, w, h }, random, colors) => {
    const cx = x + w / 2
    const top = y + h * 0.12
    const base = y + h * 0.85
    const stripes = 8
    const panels = Array.from({ length: stripes }, (_, i) => {
      const left = x + w * 0.1 + (i * w * 0.8) / stripes
      const right = x + w * 0.1 + ((i + 1) * w * 0.8) / stripes
      return `<polygon points="${fixed(cx)},${fixed(top)} ${fixed(left)},${fixed(base)} ${fixed(right)},${fixed(base)}" fill="${i % 2 === 0 ? colors.accent : "#fdf6e3"}"/>`
    }).join("")
    const flagColor = random() < 0.5 ? colors.soft : "#ffd23f"
    return (
      `<line x1="${fixed(cx)}" y1="${fixed(top)}" x2="${fixed(cx)}" y2="${fixed(top - 50)}" stroke="#fdf6e3" stroke-width="4"/>` +
      `<polygon points="${fixed(cx)},${fixed(top - 50)} ${fixed(cx + 44)},${fixed(top - 38)} ${fixed(cx)},${fixed(top - 26)}" fill="${flagColor}"/>` +
      panels +
      `<path d="M${fixed(cx - 40)},${fixed(base)} v-70 a40,40 0 0 1 80,0 v70 z" fill="${colors.dark}"/>`
    )
  },
}

// ---------------------------------------------------------------------------------------------
// Text layout: the largest font at which the wrapped title fits in `width` by `height`. A glyph is
// taken as 0.64 em wide, a safe guess for bold sans-serif fonts, since the real font is unknown.

const LINE_HEIGHT = 1.08
const GLYPH_WIDTH = 0.64

function wrap(words, maxChars) {
  const lines = []
  for (const word of words) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

function fitTitle(title, width, height, largest) {
  const words = title.split(/\s+/)
  for (let size = largest; size > 24; size -= 2) {
    const maxChars = Math.floor(width / (size * GLYPH_WIDTH))
    const lines = wrap(words, maxChars)
    const fits = lines.length * size * LINE_HEIGHT <= height && lines.every((line) => line.length <= maxChars)
    if (fits) return { size, lines }
  }
  return { size: 24, lines: wrap(words, Math.floor(width / (24 * GLYPH_WIDTH))) }
}

const textLines = (lines, x, firstY, size, attributes) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${fixed(firstY + i * size * LINE_HEIGHT)}" ${attributes} font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join("")

function badge(x, y, rating, colors) {
  return (
    `<rect x="${x}" y="${y}" width="76" height="40" rx="8" fill="none" stroke="${colors.soft}" stroke-width="2"/>` +
    `<text x="${x + 38}" y="${y + 27}" text-anchor="middle" font-size="20" font-weight="700" fill="${colors.soft}">${escapeXml(rating)}</text>`
  )
}

const svgOpen = (width, height, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="${FONT}">\n<title>${escapeXml(title)}</title>\n`

function poster(show, typeName, venue, colors) {
  const random = randomFrom(hash(show.cSeo))
  const motif = motifs[show.idEspectaculoTipo]
  const { size, lines } = fitTitle(show.cNombre, 520, 240, 76)
  const titleTop = 790 - (lines.length - 1) * size * LINE_HEIGHT
  return (
    svgOpen(600, 900, show.cNombre) +
    `<defs><linearGradient id="background" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${colors.light}"/><stop offset="1" stop-color="${colors.dark}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>\n` +
    `<rect width="600" height="900" fill="url(#background)"/>\n` +
    `<g>${motif({ x: 40, y: 120, w: 520, h: 420 }, random, colors)}</g>\n` +
    `<rect y="480" width="600" height="420" fill="url(#shade)"/>\n` +
    `<text x="40" y="76" font-size="22" font-weight="700" letter-spacing="6" fill="${colors.accent}">${escapeXml(typeName.toUpperCase())}</text>` +
    badge(484, 48, show.cClasificacion, colors) +
    "\n" +
    textLines(lines, 40, titleTop, size, `font-weight="800" fill="#ffffff"`) +
    "\n" +
    `<text x="40" y="830" font-size="24" font-weight="600" fill="${colors.soft}">${escapeXml(venue.cNombre)}</text>` +
    `<text x="40" y="862" font-size="20" fill="#ffffff" opacity="0.8">${escapeXml(venue.cLocalidad)}</text>\n` +
    `</svg>\n`
  )
}

function banner(show, typeName, venue, colors) {
  const random = randomFrom(hash(`${show.cSeo}-destacado`))
  const motif = motifs[show.idEspectaculoTipo]
  const { size, lines } = fitTitle(show.cNombre, 560, 230, 72)
  const titleTop = 250 - ((lines.length - 1) * size * LINE_HEIGHT) / 2
  return (
    svgOpen(1200, 500, show.cNombre) +
    `<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${colors.dark}"/><stop offset="1" stop-color="${colors.light}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0.45" stop-color="#000" stop-opacity="0.55"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient></defs>\n` +
    `<rect width="1200" height="500" fill="url(#background)"/>\n` +
    `<g>${motif({ x: 680, y: 40, w: 460, h: 420 }, random, colors)}</g>\n` +
    `<rect width="1200" height="500" fill="url(#shade)"/>\n` +
    `<text x="70" y="100" font-size="22" font-weight="700" letter-spacing="6" fill="${colors.accent}">${escapeXml(typeName.toUpperCase())}</text>\n` +
    textLines(lines, 70, titleTop, size, `font-weight="800" fill="#ffffff"`) +
    "\n" +
    `<text x="70" y="420" font-size="26" font-weight="600" fill="${colors.soft}">${escapeXml(venue.cNombre)} · ${escapeXml(venue.cLocalidad)}</text>` +
    badge(70, 436, show.cClasificacion, colors) +
    "\n" +
    `</svg>\n`
  )
}

// ---------------------------------------------------------------------------------------------

const shows = readCatalog("shows.json")
const venues = new Map(readCatalog("venues.json").map((venue) => [venue.idEstablecimiento, venue]))
const types = new Map(readCatalog("showTypes.json").map((type) => [type.idEspectaculoTipo, type.cNombre]))

const outputs = shows.flatMap((show) => {
  const venue = venues.get(show.idEstablecimiento)
  const typeName = types.get(show.idEspectaculoTipo)
  if (venue === undefined || typeName === undefined || motifs[show.idEspectaculoTipo] === undefined) {
    throw new Error(`show ${show.idEspectaculoCartel}: unknown venue or type`)
  }
  const colors = paletteOf(show.cSeo)
  return [
    [`${show.cSeo}.svg`, poster(show, typeName, venue, colors)],
    [`${show.cSeo}-destacado.svg`, banner(show, typeName, venue, colors)],
  ]
})

function listOrEmpty(folder) {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}

function readOrNull(path) {
  try {
    return readFileSync(path, "utf8")
  } catch {
    return null
  }
}

const expected = new Set(outputs.map(([name]) => name))
const extra = listOrEmpty(postersDir).filter((name) => !expected.has(name))
if (process.argv.includes("--check")) {
  const stale = outputs.filter(([name, text]) => readOrNull(join(postersDir, name)) !== text).map(([name]) => name)
  if (stale.length > 0 || extra.length > 0) {
    console.error(
      `fixtures/posters is out of date (${[...stale, ...extra].join(", ")}); run node scripts/generate-posters.mjs`,
    )
    process.exit(1)
  }
} else {
  mkdirSync(postersDir, { recursive: true })
  for (const name of extra) rmSync(join(postersDir, name))
  for (const [name, text] of outputs) writeFileSync(join(postersDir, name), text)
  console.log(`fixtures/posters: ${outputs.length} files for ${shows.length} shows`)
}
