// Writes fixtures/catalog/*.json, the demo billboard the reference server seeds an empty database
// with. Deterministic: no clock and no randomness, so the files only change when this script does.
//   node scripts/generate-catalog.mjs          write the files
//   node scripts/generate-catalog.mjs --check  exit 1 if the files on disk differ from the output
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const catalogDir = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "catalog")

// ---------------------------------------------------------------------------------------------
// Show types and zones

// Each catalogue text a shopper reads comes with its English (`cNombreEn`…); the API answers in the shopper's language.
const showTypes = [
  ["Teatro", "Theatre"],
  ["Música", "Music"],
  ["Stand-up", "Comedy"],
  ["Infantil", "Children"],
  ["Danza", "Dance"],
  ["Deportes", "Sports"],
  ["Ópera", "Opera"],
  ["Circo", "Circus"],
].map(([cNombre, cNombreEn], index) => ({ idEspectaculoTipo: index + 1, cNombre, cNombreEn, nOrden: index + 1 }))

const TEATRO = 1,
  MUSICA = 2,
  STAND_UP = 3,
  INFANTIL = 4,
  DANZA = 5,
  DEPORTES = 6,
  OPERA = 7,
  CIRCO = 8

const zones = ["CABA", "GBA", "Córdoba", "Rosario", "Mendoza", "Costa Atlántica"].map((cNombre, index) => ({
  idZona: index + 1,
  cNombre,
}))

// ---------------------------------------------------------------------------------------------
// Seat maps. A numbered row places seat k (1-based) at
//   x = nX + (k - 1) * nPaso,   y = nY + nCurva * (k - (nAsientos + 1) / 2)^2
// so a row is centred on `centerX` by choosing nX, and bent into an arc around the stage by a
// negative nCurva (the ends come closer to the stage, which is at the top of every map).

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const round = (value, decimals) => Math.round(value * 10 ** decimals) / 10 ** decimals

/** The parabola that follows a circle of `radius` around the stage, for seats `step` apart. */
const arcCurve = (step, radius) => round(-(step * step) / (2 * radius), 4)

const row = (cFila, nAsientos, centerX, nY, nPaso, nCurva) => ({
  cFila,
  nAsientos,
  nX: round(centerX - ((nAsientos - 1) * nPaso) / 2, 2),
  nY: round(nY, 2),
  nPaso,
  nCurva,
})

/** Rows of a block: `seats(i)` seats in row i, `rowStep` apart, each bent by `curve(i)`. */
function rows({ count, labels, seats, centerX, firstY, rowStep, step, curve }) {
  return Array.from({ length: count }, (_, i) => {
    const label = labels === "letters" ? LETTERS[i] : String(i + 1)
    if (label === undefined) throw new Error(`no row letter for row ${i + 1}`)
    return row(label, seats(i), centerX, firstY + i * rowStep, step, curve(i))
  })
}

// Sector names in English, by code: the shop names a sector in the shopper's language.
const SECTOR_NAMES_EN = {
  PLATEA: "Stalls",
  PULLMAN: "Dress circle",
  TERTULIA: "Upper circle",
  CAMPO: "Floor",
  PLATEA_BAJA_IZQ: "Lower stand left",
  PLATEA_BAJA_DER: "Lower stand right",
  PLATEA_PREFERENCIAL: "Premium stand",
  PLATEA_ALTA_IZQ: "Upper stand left",
  PLATEA_ALTA_CENTRAL: "Upper stand centre",
  PLATEA_ALTA_DER: "Upper stand right",
  GENERAL: "General admission",
  BALCON_VIP: "VIP balcony",
  PLATEA_NORTE: "North stand",
  PLATEA_SUR: "South stand",
  POPULAR_LOCAL: "Home terrace",
  POPULAR_VISITANTE: "Away terrace",
  RING: "Ringside",
  TRIBUNA: "Grandstand",
}
const sectorNameEn = (cCodigo) => {
  const name = SECTOR_NAMES_EN[cCodigo]
  if (name === undefined) throw new Error(`no English name for sector ${cCodigo}`)
  return name
}

const numbered = (cCodigo, cNombre, listaFila) => ({
  cCodigo,
  cNombre,
  cNombreEn: sectorNameEn(cCodigo),
  lNumerada: true,
  listaFila,
})

// Accessible places: `wheelchair` seat numbers of row `cFila` are wheelchair spaces (the seat is
// removable), `companion` ones the seats beside them kept for whoever comes along.
function withAccess(listaFila, cFila, { wheelchair, companion }) {
  const access = [
    ...wheelchair.map((nButaca) => ({ nButaca, cAcceso: "SILLA_DE_RUEDAS" })),
    ...companion.map((nButaca) => ({ nButaca, cAcceso: "ACOMPANANTE" })),
  ].sort((a, b) => a.nButaca - b.nButaca)
  if (!listaFila.some((candidate) => candidate.cFila === cFila)) throw new Error(`no row ${cFila}`)
  return listaFila.map((candidate) => (candidate.cFila === cFila ? { ...candidate, listaAcceso: access } : candidate))
}

/** Wheelchair spaces at both ends of a row of `seats`, two each, with two companion seats inward. */
const accessibleEnds = (seats) => ({
  wheelchair: [1, 2, seats - 1, seats],
  companion: [3, 4, seats - 3, seats - 2],
})
const standing = (cCodigo, cNombre, nCapacidad, oArea) => ({
  cCodigo,
  cNombre,
  cNombreEn: sectorNameEn(cCodigo),
  lNumerada: false,
  nCapacidad,
  oArea,
})

// The main theatre: three numbered tiers, rows curved around a stage centred at (500, 0).
const teatroPrincipal = {
  cMapa: "teatro-principal",
  nAncho: 1000,
  nAlto: 930,
  listaSector: [
    numbered(
      "PLATEA",
      "Platea",
      // The last row, level with the doors, has the wheelchair spaces.
      withAccess(
        rows({
          count: 20,
          labels: "letters",
          seats: (i) => 20 + Math.floor(i / 2),
          centerX: 500,
          firstY: 130,
          rowStep: 20,
          step: 22,
          curve: (i) => arcCurve(22, 900 + i * 20),
        }),
        "T",
        accessibleEnds(29),
      ),
    ),
    numbered(
      "PULLMAN",
      "Pullman",
      rows({
        count: 8,
        labels: "letters",
        seats: (i) => 30 + Math.floor(i / 3),
        centerX: 500,
        firstY: 580,
        rowStep: 20,
        step: 20,
        curve: (i) => arcCurve(20, 1350 + i * 20),
      }),
    ),
    numbered(
      "TERTULIA",
      "Tertulia",
      rows({
        count: 6,
        labels: "letters",
        seats: () => 30,
        centerX: 500,
        // An aisle behind the Pullman: the two outlines and the Tertulia's name stay apart.
        firstY: 790,
        rowStep: 20,
        step: 20,
        curve: () => 0,
      }),
    ),
  ],
}

// The arena: a standing field in front of the stage, low stands beside and behind it, and a
// three-part upper tier at the back. Seats are 10 units apart, rows 11.
const arenaBlock = (centerX, firstY, count, seats, curve = () => 0) =>
  rows({ count, labels: "numbers", seats: () => seats, centerX, firstY, rowStep: 11, step: 10, curve })

const arena = {
  cMapa: "arena",
  nAncho: 2000,
  nAlto: 1800,
  listaSector: [
    standing("CAMPO", "Campo", 8000, { nX: 560, nY: 160, nAncho: 880, nAlto: 540 }),
    numbered("PLATEA_BAJA_IZQ", "Platea baja izquierda", arenaBlock(295, 160, 72, 46)),
    numbered("PLATEA_BAJA_DER", "Platea baja derecha", arenaBlock(1705, 160, 72, 46)),
    // The front rows of the preferencial and the upper central stand are level with their concourses.
    numbered(
      "PLATEA_PREFERENCIAL",
      "Platea preferencial",
      withAccess(arenaBlock(1000, 740, 20, 88), "1", accessibleEnds(88)),
    ),
    numbered("PLATEA_ALTA_IZQ", "Platea alta izquierda", arenaBlock(350, 1030, 66, 59)),
    numbered(
      "PLATEA_ALTA_CENTRAL",
      "Platea alta central",
      withAccess(
        arenaBlock(1000, 1040, 66, 61, (i) => arcCurve(10, 3000 + i * 11)),
        "1",
        accessibleEnds(61),
      ),
    ),
    numbered("PLATEA_ALTA_DER", "Platea alta derecha", arenaBlock(1650, 1030, 66, 59)),
  ],
}

// A Palermo club: no seats, a dance floor and a VIP balcony.
const clubGeneral = {
  cMapa: "club-general",
  nAncho: 800,
  nAlto: 600,
  listaSector: [
    standing("GENERAL", "General", 500, { nX: 80, nY: 170, nAncho: 640, nAlto: 390 }),
    standing("BALCON_VIP", "Balcón VIP", 100, { nX: 120, nY: 40, nAncho: 560, nAlto: 90 }),
  ],
}

// A mid-size provincial theatre: platea and pullman.
const salaMediana = {
  cMapa: "sala-mediana",
  nAncho: 900,
  nAlto: 700,
  listaSector: [
    numbered(
      "PLATEA",
      "Platea",
      rows({
        count: 16,
        labels: "letters",
        seats: (i) => 18 + Math.floor(i / 2),
        centerX: 450,
        firstY: 120,
        rowStep: 22,
        step: 24,
        curve: (i) => arcCurve(24, 700 + i * 22),
      }),
    ),
    numbered(
      "PULLMAN",
      "Pullman",
      rows({
        count: 6,
        labels: "letters",
        seats: () => 26,
        centerX: 450,
        firstY: 530,
        rowStep: 24,
        step: 24,
        curve: (i) => arcCurve(24, 1100 + i * 24),
      }),
    ),
  ],
}

// A small children's theatre: one platea with wide rows for parents and strollers.
const salaInfantil = {
  cMapa: "sala-infantil",
  nAncho: 700,
  nAlto: 560,
  listaSector: [
    numbered(
      "PLATEA",
      "Platea",
      rows({
        count: 12,
        labels: "letters",
        seats: (i) => 14 + Math.floor(i / 3),
        centerX: 350,
        firstY: 110,
        rowStep: 32,
        step: 26,
        curve: (i) => arcCurve(26, 600 + i * 32),
      }),
    ),
  ],
}

// A sports stadium: numbered stands along the long sides, standing terraces behind the goals.
const estadio = {
  cMapa: "estadio",
  nAncho: 1600,
  nAlto: 1200,
  listaSector: [
    numbered(
      "PLATEA_NORTE",
      "Platea norte",
      rows({
        count: 25,
        labels: "numbers",
        seats: () => 80,
        centerX: 800,
        firstY: 60,
        rowStep: 11,
        step: 10,
        curve: () => 0,
      }),
    ),
    numbered(
      "PLATEA_SUR",
      "Platea sur",
      rows({
        count: 25,
        labels: "numbers",
        seats: () => 80,
        centerX: 800,
        firstY: 870,
        rowStep: 11,
        step: 10,
        curve: () => 0,
      }),
    ),
    standing("POPULAR_LOCAL", "Popular local", 6000, { nX: 40, nY: 360, nAncho: 320, nAlto: 480 }),
    standing("POPULAR_VISITANTE", "Popular visitante", 4000, { nX: 1240, nY: 360, nAncho: 320, nAlto: 480 }),
  ],
}

// A circus big top: rows are arcs around the ring, centred at (500, 180); each row holds as many
// seats as fit in about 100 degrees of its circle. The Tribuna starts `aisle` further out, so the
// two sectors' outlines stay apart.
const ringRows = (firstIndex, count, aisle = 0) =>
  Array.from({ length: count }, (_, offset) => {
    const index = firstIndex + offset
    const radius = 200 + index * 26
    const seats = 2 * Math.round((1.75 * radius) / 22 / 2)
    const label = LETTERS[index]
    if (label === undefined) throw new Error(`no row letter for ring row ${index + 1}`)
    return row(label, seats, 500, 180 + radius + aisle, 22, arcCurve(22, radius + aisle))
  })

const carpaCirco = {
  cMapa: "carpa-circo",
  nAncho: 1000,
  nAlto: 780,
  listaSector: [numbered("RING", "Ring", ringRows(0, 5)), numbered("TRIBUNA", "Tribuna", ringRows(5, 9, 24))],
}

const seatMaps = [teatroPrincipal, arena, clubGeneral, salaMediana, salaInfantil, estadio, carpaCirco]

// ---------------------------------------------------------------------------------------------
// Venues

const CABA = "Ciudad Autónoma de Buenos Aires"
// One venue a line (kept as written, not reflowed):
// prettier-ignore
const venueList = [
  ["Teatro Gran Corrientes", "teatro-gran-corrientes", "Av. Corrientes 1530", "San Nicolás", CABA, 1, "teatro-principal"],
  ["Club Cultural Serrano", "club-cultural-serrano", "Honduras 4862", "Palermo", CABA, 1, "club-general"],
  ["Arena Villa Crespo", "arena-villa-crespo", "Humboldt 450", "Villa Crespo", CABA, 1, "arena"],
  ["Teatro Rayuela", "teatro-rayuela", "Av. Rivadavia 5431", "Caballito", CABA, 1, "sala-infantil"],
  ["Gran Carpa Costanera", "gran-carpa-costanera", "Av. Tristán Achával Rodríguez 1550", "Puerto Madero", CABA, 1, "carpa-circo"],
  ["Teatro del Bosque", "teatro-del-bosque-la-plata", "Calle 51 N° 736", "La Plata", "Buenos Aires", 2, "sala-mediana"],
  ["Estadio Polideportivo del Sur", "estadio-polideportivo-del-sur", "Av. Bartolomé Mitre 1450", "Avellaneda", "Buenos Aires", 2, "estadio"],
  ["Teatro La Cañada", "teatro-la-canada-cordoba", "Bv. San Juan 351", "Córdoba", "Córdoba", 3, "teatro-principal"],
  ["Teatro del Litoral", "teatro-del-litoral-rosario", "Laprida 1235", "Rosario", "Santa Fe", 4, "sala-mediana"],
  ["Auditorio Cordillera", "auditorio-cordillera-mendoza", "Av. San Martín 1820", "Mendoza", "Mendoza", 5, "sala-mediana"],
  ["Teatro Atlántico", "teatro-atlantico-mar-del-plata", "Av. Colón 2245", "Mar del Plata", "Buenos Aires", 6, "sala-mediana"],
]
// Venue names in English, by slug (the street, town and province stay as written).
const VENUE_NAMES_EN = {
  "teatro-gran-corrientes": "Gran Corrientes Theatre",
  "club-cultural-serrano": "Serrano Cultural Club",
  "arena-villa-crespo": "Villa Crespo Arena",
  "teatro-rayuela": "Rayuela Theatre",
  "gran-carpa-costanera": "Costanera Big Top",
  "teatro-del-bosque-la-plata": "Del Bosque Theatre",
  "estadio-polideportivo-del-sur": "Southern Sports Stadium",
  "teatro-la-canada-cordoba": "La Cañada Theatre",
  "teatro-del-litoral-rosario": "Del Litoral Theatre",
  "auditorio-cordillera-mendoza": "Cordillera Auditorium",
  "teatro-atlantico-mar-del-plata": "Atlántico Theatre",
}
const venues = venueList.map(([cNombre, cSeo, cDireccion, cLocalidad, cProvincia, idZona, cMapa], index) => ({
  idEstablecimiento: index + 1,
  cNombre,
  cNombreEn: VENUE_NAMES_EN[cSeo] ?? cNombre,
  cSeo,
  cDireccion,
  cLocalidad,
  cProvincia,
  idZona,
  cMapa,
}))
const venueBySeo = new Map(venues.map((venue) => [venue.cSeo, venue]))
const mapByName = new Map(seatMaps.map((map) => [map.cMapa, map]))

// ---------------------------------------------------------------------------------------------
// Prices: each show has a base price (the best sector); other sectors cost a share of it. Prices
// round to 500 pesos; the service charge is 10% rounded to 100 pesos.

const sectorShare = {
  "teatro-principal": { PLATEA: 1, PULLMAN: 0.75, TERTULIA: 0.5 },
  arena: {
    PLATEA_PREFERENCIAL: 1,
    PLATEA_BAJA_IZQ: 0.8,
    PLATEA_BAJA_DER: 0.8,
    CAMPO: 0.6,
    PLATEA_ALTA_IZQ: 0.45,
    PLATEA_ALTA_CENTRAL: 0.5,
    PLATEA_ALTA_DER: 0.45,
  },
  "club-general": { GENERAL: 1, BALCON_VIP: 1.8 },
  "sala-mediana": { PLATEA: 1, PULLMAN: 0.7 },
  "sala-infantil": { PLATEA: 1 },
  estadio: { PLATEA_NORTE: 1, PLATEA_SUR: 1, POPULAR_LOCAL: 0.45, POPULAR_VISITANTE: 0.45 },
  "carpa-circo": { RING: 1, TRIBUNA: 0.7 },
}

function priceList(cMapa, basePrice) {
  const map = mapByName.get(cMapa)
  if (map === undefined) throw new Error(`unknown map ${cMapa}`)
  return map.listaSector.map(({ cCodigo }) => {
    const share = sectorShare[cMapa]?.[cCodigo]
    if (share === undefined) throw new Error(`no price share for ${cMapa}/${cCodigo}`)
    const fPrecio = Math.round((basePrice * share) / 500) * 500
    return { cCodigoSector: cCodigo, fPrecio, fCargoServicio: Math.round(fPrecio / 1000) * 100 }
  })
}

// ---------------------------------------------------------------------------------------------
// Functions, as day offsets from the seeding date (day 1 is tomorrow).

/**
 * A run of `weeks` playing weeks from day `from`, on the given day offsets of each week, at `hour`;
 * `every` 2 plays every other week, which stretches a short run over the whole period.
 */
const season = (from, weeks, weekDays, hour, every = 1) =>
  Array.from({ length: weeks }, (_, week) => weekDays.map((day) => [from + week * 7 * every + day, hour])).flat()

/** One-off dates at `hour`. */
const dates = (days, hour) => days.map((day) => [day, hour])

// ---------------------------------------------------------------------------------------------
// Shows: [id, type, venue, name, minutes, rating, featured, base price, schedule, es, en]

// One show a record, as the header above lays it out (kept as written, not reflowed):
// prettier-ignore
const showList = [
  [101, TEATRO, "teatro-gran-corrientes", "La casa de los espejos", 100, "+13", false, 42000,
    season(2, 6, [1, 2], "20:30"),
    "Una familia porteña se reúne en la vieja casona de San Telmo para repartir la herencia de la abuela. Entre espejos que nadie se anima a descolgar, salen a la luz secretos guardados durante cuarenta años. Un drama intenso con momentos de humor inesperado.",
    "A Buenos Aires family gathers in the old San Telmo house to divide the grandmother's inheritance. Among mirrors nobody dares to take down, secrets kept for forty years come to light. An intense drama with moments of unexpected humour."],
  [102, TEATRO, "teatro-atlantico-mar-del-plata", "Conventillo de La Boca", 95, "ATP", false, 30000,
    season(5, 6, [0, 1], "21:00", 2),
    "Comedia costumbrista ambientada en un conventillo de La Boca en 1925, donde familias italianas, gallegas y criollas comparten un mismo patio. Tango en vivo, sainete y malentendidos para toda la familia.",
    "A comedy of manners set in a La Boca tenement house in 1925, where Italian, Galician and local families share one courtyard. Live tango, sainete and misunderstandings for the whole family."],
  [103, TEATRO, "teatro-del-bosque-la-plata", "El último tranvía a Flores", 80, "+13", false, 26000,
    season(8, 5, [0, 1], "21:00", 2),
    "Dos desconocidos quedan varados en una parada la noche en que cierra la línea de tranvía. Mientras esperan un coche que nunca llega, repasan las decisiones que los trajeron hasta ahí. Una obra tierna y melancólica sobre los trenes que dejamos pasar.",
    "Two strangers are stranded at a stop on the night the tram line closes. While waiting for a car that never comes, they go over the choices that brought them there. A tender, melancholic play about the trains we let go by."],
  [104, TEATRO, "teatro-la-canada-cordoba", "Las hermanas Quiroga", 110, "+16", false, 32000,
    season(3, 4, [0, 1], "21:00"),
    "Tres hermanas vuelven a la estancia familiar en las sierras cuando su padre decide venderla. Cada una llega con una verdad distinta y una valija a medio hacer. Un drama coral con un elenco cordobés de primer nivel.",
    "Three sisters return to the family ranch in the hills when their father decides to sell it. Each arrives with a different truth and a half-packed suitcase. An ensemble drama with a first-rate cast from Córdoba."],
  [105, TEATRO, "teatro-del-litoral-rosario", "Sobremesa", 85, "ATP", false, 28000,
    season(1, 6, [1], "20:30", 2),
    "Un almuerzo de domingo que se estira hasta la noche. Entre el vermú, el asado y el postre, una familia rosarina discute de fútbol, de política y de quién se queda con la casa de Funes. Comedia pura, con gusto a ravioles caseros.",
    "A Sunday lunch that stretches into the night. Between vermouth, barbecue and dessert, a Rosario family argues about football, politics and who keeps the house in Funes. Pure comedy that tastes of homemade ravioli."],
  [106, TEATRO, "auditorio-cordillera-mendoza", "Vendimia de silencios", 90, "+13", false, 27000,
    season(12, 4, [0, 1], "21:30", 2),
    "En una bodega familiar del Valle de Uco, la cosecha de 1989 guarda un secreto que nadie quiere destapar. Una obra sobre la tierra, el vino y las deudas que pasan de generación en generación.",
    "At a family winery in the Uco Valley, the 1989 harvest hides a secret nobody wants to uncork. A play about land, wine and the debts handed down from one generation to the next."],

  [201, MUSICA, "teatro-gran-corrientes", "Orquesta Típica La Chacarita", 120, "ATP", false, 38000,
    dates([6, 20, 34, 48, 62, 76], "21:00"),
    "Doce músicos en escena, cuatro bandoneones y las voces de Lucía Ferreyra y Mario Aldao. Un recorrido por los grandes tangos de las décadas del 40 y el 50, con arreglos nuevos y mucha milonga. Ideal para quienes bailan y para quienes escuchan.",
    "Twelve musicians on stage, four bandoneons and the voices of Lucía Ferreyra and Mario Aldao. A journey through the great tangos of the 1940s and 1950s, with new arrangements and plenty of milonga. Ideal for dancers and listeners alike."],
  [202, MUSICA, "auditorio-cordillera-mendoza", "Vidala Sur: folklore de los valles", 100, "ATP", false, 30000,
    dates([9, 10, 44, 79], "21:00"),
    "Zambas, chacareras y tonadas cuyanas en la voz de Vidala Sur, el quinteto mendocino que pasó por todos los festivales del país. Guitarras, bombo legüero y un invitado sorpresa en cada función.",
    "Zambas, chacareras and Cuyo tonadas sung by Vidala Sur, the Mendoza quintet that has played every festival in the country. Guitars, bombo legüero and a surprise guest at every show."],
  [203, MUSICA, "arena-villa-crespo", "Marea Eléctrica: Gira Costa a Costa", 150, "ATP", true, 95000,
    dates([24, 25, 81], "21:00"),
    "La banda de rock que llenó todos los clubes del país llega por fin a la Arena con la gira de su cuarto disco. Dos horas y media de canciones, pantallas gigantes y un campo que no para de saltar. Las puertas abren dos horas antes del show.",
    "The rock band that packed every club in the country finally reaches the Arena with the tour of its fourth album. Two and a half hours of songs, giant screens and a field that never stops jumping. Doors open two hours before the show."],
  [204, MUSICA, "club-cultural-serrano", "La Sonora Porteña: noche de cumbia", 120, "+18", false, 22000,
    season(4, 6, [2], "23:30", 2),
    "La orquesta de cumbia más bailada de Palermo vuelve a Serrano con su noche de clásicos tropicales. Vientos, timbales y coros para no parar hasta tarde. Solo para mayores de 18 años.",
    "Palermo's most danced-to cumbia orchestra returns to Serrano with its night of tropical classics. Horns, timbales and backing vocals to keep you dancing until late. Adults only."],
  [205, MUSICA, "club-cultural-serrano", "Trío Bandoneón: jazz y tango", 90, "+13", false, 20000,
    season(2, 5, [0], "21:00", 2),
    "Piano, contrabajo y bandoneón en un cruce entre el jazz de club y el tango de vanguardia. Temas propios, standards reinventados y mucha improvisación en un ambiente íntimo.",
    "Piano, double bass and bandoneon meet halfway between club jazz and avant-garde tango. Original pieces, reinvented standards and plenty of improvisation in an intimate room."],
  [206, MUSICA, "estadio-polideportivo-del-sur", "Festival Ruta 40", 480, "ATP", false, 60000,
    dates([40, 41], "14:00"),
    "Una jornada entera de rock y folklore con diez bandas de todo el país, de la Puna a la Patagonia. Patio de comidas regionales, feria de artesanos y cierre con fuegos artificiales.",
    "A full day of rock and folk with ten bands from across the country, from the Puna to Patagonia. Regional food court, craft fair and a fireworks finale."],
  [207, MUSICA, "teatro-la-canada-cordoba", "La Fiesta Cordobesa: cuarteto a lo grande", 150, "ATP", false, 35000,
    dates([5, 19, 33, 47, 61, 75, 89], "22:00"),
    "El cuarteto más convocante de la provincia presenta su nuevo espectáculo con orquesta completa. Ritmo de tunga-tunga, humor y los éxitos de siempre para bailar en los pasillos.",
    "The province's most popular cuarteto band presents its new show with a full orchestra. Tunga-tunga rhythm, humour and the all-time hits to dance in the aisles."],
  [208, MUSICA, "teatro-del-bosque-la-plata", "Piazzolla sinfónico", 95, "ATP", false, 34000,
    dates([18, 25, 66], "20:00"),
    "La Orquesta de Cámara del Plata interpreta las Estaciones Porteñas y otras obras de Astor Piazzolla en versiones para cuerdas y bandoneón solista. Un programa para celebrar al músico que cambió el tango para siempre.",
    "The Orquesta de Cámara del Plata plays Astor Piazzolla's Four Seasons of Buenos Aires and other works, arranged for strings and solo bandoneon. A programme celebrating the musician who changed tango forever."],
  [209, MUSICA, "arena-villa-crespo", "Luna Pop: Gira Constelación", 120, "ATP", false, 85000,
    dates([38, 39, 88], "21:00"),
    "La cantante pop del momento presenta Constelación, el disco que dominó las listas del verano. Coreografías, cambios de vestuario y un show de luces pensado para la Arena.",
    "The pop singer of the moment presents Constelación, the album that ruled the summer charts. Choreography, costume changes and a light show designed for the Arena."],
  [210, MUSICA, "teatro-del-litoral-rosario", "Trova Rosarina: nuevas voces", 100, "ATP", false, 29000,
    dates([21, 22, 75], "21:30"),
    "Un homenaje a la generación de cantautores que salió de Rosario en los años ochenta, a cargo de cinco voces nuevas de la ciudad. Canciones que todos saben de memoria, con arreglos de hoy.",
    "A tribute to the generation of songwriters that came out of Rosario in the eighties, performed by five new voices from the city. Songs everyone knows by heart, with today's arrangements."],

  [301, STAND_UP, "club-cultural-serrano", "Humor al paso", 75, "+16", false, 18000,
    season(1, 6, [3, 4], "21:30", 2),
    "Cuatro comediantes de la nueva escena porteña prueban material nuevo cada noche. Historias de colectivos, alquileres imposibles y grupos de WhatsApp familiares. Cada función es distinta.",
    "Four comedians from the new Buenos Aires scene try out new material every night. Stories about buses, impossible rents and family group chats. Every show is different."],
  [302, STAND_UP, "teatro-del-litoral-rosario", "Humor en cuotas", 80, "+16", false, 24000,
    season(3, 4, [0, 3], "22:00", 2),
    "Un unipersonal sobre cómo sobrevivir a la economía argentina con una tarjeta de crédito y mucho ingenio. Del plazo fijo al dólar de turno, nada se salva del humor.",
    "A one-man show about surviving the Argentine economy with a credit card and a lot of wit. From fixed-term deposits to the dollar of the day, nothing escapes the jokes."],
  [303, STAND_UP, "teatro-atlantico-mar-del-plata", "El monólogo del colectivero", 70, "+13", false, 22000,
    season(6, 5, [3], "22:30", 2),
    "Treinta años manejando la línea que cruza la ciudad dan para muchas historias. Un colectivero jubilado repasa pasajeros inolvidables, choferes legendarios y el boleto que nunca le quisieron pagar.",
    "Thirty years driving the bus line that crosses the city make for a lot of stories. A retired bus driver recalls unforgettable passengers, legendary drivers and the fare nobody ever wanted to pay."],
  [304, STAND_UP, "teatro-gran-corrientes", "Trasnoche de stand-up", 90, "+18", false, 32000,
    season(3, 4, [0, 2], "23:30", 2),
    "La trasnoche de la calle Corrientes: cinco comediantes, un conductor y ningún tema prohibido. Un clásico de los viernes y sábados para terminar la noche a las carcajadas.",
    "Corrientes Street's late-night show: five comedians, one host and no forbidden topics. A weekend classic to end the night laughing."],

  [401, INFANTIL, "teatro-rayuela", "Pipo y la nave de cartón", 60, "ATP", false, 18000,
    season(1, 3, [0, 1], "15:00").concat(season(1, 3, [1], "17:30")),
    "Pipo construye una nave espacial con las cajas de la mudanza y despega hacia la Luna con su perro Chispa. Canciones, títeres y mucha imaginación para chicos de 3 a 8 años.",
    "Pipo builds a spaceship out of moving boxes and takes off for the Moon with his dog Chispa. Songs, puppets and lots of imagination for children aged 3 to 8."],
  [402, INFANTIL, "teatro-rayuela", "Titiriteros del río", 55, "ATP", false, 18000,
    season(4, 4, [0, 1], "11:00", 2),
    "Una compañía de titiriteros recorre los pueblos del Paraná en una balsa cargada de historias. Leyendas del litoral contadas con títeres de madera y música en vivo.",
    "A puppet company travels the towns along the Paraná on a raft loaded with stories. Legends of the Littoral told with wooden puppets and live music."],
  [403, INFANTIL, "teatro-rayuela", "La vaca que quería volar", 60, "ATP", false, 19000,
    season(30, 5, [0, 1], "15:00", 2),
    "Clotilde es una vaca de la pampa que sueña con volar como los teros. Con la ayuda de un espantapájaros inventor, prueba alas, globos y barriletes. Una comedia musical sobre animarse a soñar.",
    "Clotilde is a cow from the pampas who dreams of flying like the lapwings. Helped by an inventor scarecrow, she tries wings, balloons and kites. A musical comedy about daring to dream."],
  [404, INFANTIL, "teatro-atlantico-mar-del-plata", "Canciones para dormir despierto", 65, "ATP", false, 22000,
    season(5, 4, [0, 1], "17:00"),
    "Un concierto para chicos y grandes con canciones de cuna que no dan sueño. Percusión con objetos, guitarras y una luna gigante que baja al escenario.",
    "A concert for children and grown-ups full of lullabies that won't put anyone to sleep. Percussion on everyday objects, guitars and a giant moon that comes down onto the stage."],

  [501, DANZA, "teatro-gran-corrientes", "Tango Arrabal", 90, "ATP", true, 45000,
    season(1, 4, [0, 3], "18:00").concat(dates([43, 57], "18:00")),
    "Veinte bailarines y una orquesta en vivo cuentan la historia del tango desde los conventillos hasta las milongas de hoy. Vestuario de época, coreografías de campeones mundiales y un final a pura milonga.",
    "Twenty dancers and a live orchestra tell the story of tango from the tenement houses to today's milongas. Period costumes, choreography by world champions and a milonga finale."],
  [502, DANZA, "teatro-la-canada-cordoba", "Malambo federal", 80, "ATP", false, 30000,
    dates([12, 26, 40, 54, 68, 82], "21:00"),
    "Zapateo, boleadoras y bombos en un espectáculo que reúne a campeones de malambo de todo el país. Una celebración de la danza criolla con músicos en vivo.",
    "Footwork, boleadoras and drums in a show that brings together malambo champions from all over the country. A celebration of Argentine folk dance with live musicians."],
  [503, DANZA, "teatro-del-bosque-la-plata", "El lago austral", 105, "ATP", false, 36000,
    dates([52, 53, 59, 60], "20:30"),
    "Una versión contemporánea del gran ballet romántico, trasladada a los lagos helados de la Patagonia. Cuerpo de baile completo y música grabada por una orquesta sinfónica.",
    "A contemporary version of the great romantic ballet, moved to the frozen lakes of Patagonia. Full corps de ballet and music recorded by a symphony orchestra."],
  [504, DANZA, "club-cultural-serrano", "Pulso urbano", 70, "ATP", false, 19000,
    dates([14, 28, 42], "20:00"),
    "Breaking, house y danzas urbanas a cargo de las mejores crews del conurbano. Batallas en ronda, un DJ en vivo y el público eligiendo a los ganadores.",
    "Breaking, house and street dance by the best crews from Greater Buenos Aires. Battles in the round, a live DJ and the audience choosing the winners."],

  [601, DEPORTES, "estadio-polideportivo-del-sur", "Vóley: Argentina vs Brasil", 150, "ATP", false, 40000,
    dates([18, 20], "19:00"),
    "Dos amistosos entre las selecciones masculinas de vóley en la previa del campeonato sudamericano. Una rivalidad histórica con el estadio como sexto jugador.",
    "Two friendly matches between the men's national volleyball teams ahead of the South American championship. A historic rivalry, with the stadium as the sixth player."],
  [602, DEPORTES, "arena-villa-crespo", "Noche de campeones: gala de boxeo", 240, "+13", false, 55000,
    dates([31, 66], "20:00"),
    "Seis peleas profesionales y una defensa del título sudamericano de peso mediano. Transmisión en pantallas gigantes y ring en el centro del campo.",
    "Six professional bouts and a defence of the South American middleweight title. Giant screens and a ring in the middle of the field."],
  [603, DEPORTES, "estadio-polideportivo-del-sur", "Final de la Liga Metropolitana de Futsal", 120, "ATP", false, 35000,
    dates([62, 65], "20:30"),
    "Los dos mejores equipos del torneo se juegan el título en una serie final a dos partidos. Hinchadas, banderas y el mejor futsal del país.",
    "The tournament's two best teams play for the title in a two-match final. Supporters, flags and the best futsal in the country."],
  [604, DEPORTES, "arena-villa-crespo", "Leyendas del polvo de ladrillo", 180, "ATP", false, 70000,
    dates([73, 74], "18:00"),
    "Una exhibición de tenis con leyendas argentinas y sudamericanas sobre una cancha de polvo de ladrillo armada dentro de la Arena. Partidos de singles, dobles mixtos y una clínica para chicos.",
    "A tennis exhibition with Argentine and South American legends on a clay court built inside the Arena. Singles, mixed doubles and a clinic for kids."],

  [701, OPERA, "teatro-gran-corrientes", "La Traviata", 170, "+13", true, 90000,
    dates([7, 14, 15, 21, 28, 29], "20:00"),
    "La ópera de Verdi sobre Violetta Valéry, en una nueva puesta ambientada en el Buenos Aires de 1910. Coro y orquesta estables, sobretítulos en español.",
    "Verdi's opera about Violetta Valéry, in a new staging set in the Buenos Aires of 1910. Resident chorus and orchestra, with Spanish surtitles."],
  [702, OPERA, "teatro-la-canada-cordoba", "Tosca", 160, "+13", false, 60000,
    dates([67, 69, 71], "20:00"),
    "Pasión, celos y traición en la Roma de 1800: la ópera de Puccini llega a Córdoba con un elenco internacional. Sobretítulos en español.",
    "Passion, jealousy and betrayal in the Rome of 1800: Puccini's opera comes to Córdoba with an international cast. Spanish surtitles."],

  [801, CIRCO, "gran-carpa-costanera", "Circo de los Vientos", 110, "ATP", true, 48000,
    season(1, 5, [1, 2], "17:00").concat(dates([36], "17:00")),
    "Acróbatas, malabaristas y payasos bajo la gran carpa de la Costanera, en un espectáculo inspirado en los vientos de la Patagonia. Sin animales y con música en vivo. Para toda la familia.",
    "Acrobats, jugglers and clowns under the big top on the riverside, in a show inspired by the winds of Patagonia. No animals and live music. For the whole family."],
  [802, CIRCO, "gran-carpa-costanera", "Cabaret Trapecio", 100, "+16", false, 42000,
    season(1, 5, [1, 2], "22:00", 2),
    "El circo se vuelve nocturno: trapecio, telas, humor picante y una banda de swing en vivo. Un cabaret acrobático para ver con un trago en la mano.",
    "The circus goes nocturnal: trapeze, aerial silks, spicy humour and a live swing band. An acrobatic cabaret to watch with a drink in hand."],
  [803, CIRCO, "auditorio-cordillera-mendoza", "Acróbatas del fin del mundo", 90, "ATP", false, 32000,
    dates([46, 47, 48], "19:00"),
    "Una compañía de circo fueguina trae al escenario sus números de equilibrio, cuerda floja y báscula. Un viaje poético por los paisajes del sur.",
    "A circus company from Tierra del Fuego brings its balancing, tightrope and teeterboard acts to the stage. A poetic journey through the landscapes of the south."],
]

function slug(text) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

const shows = showList.map(
  ([
    idEspectaculoCartel,
    idEspectaculoTipo,
    venueSeo,
    cNombre,
    nDuracionMinutos,
    cClasificacion,
    lDestacado,
    basePrice,
    schedule,
    cDescripcion,
    cDescripcionEn,
  ]) => {
    const venue = venueBySeo.get(venueSeo)
    if (venue === undefined) throw new Error(`show ${idEspectaculoCartel}: unknown venue ${venueSeo}`)
    const listaFuncion = [...schedule]
      .sort(([dayA, hourA], [dayB, hourB]) => dayA - dayB || hourA.localeCompare(hourB))
      .map(([nDiaRelativo, cHora], index) => ({
        idFuncion: idEspectaculoCartel * 100 + index + 1,
        nDiaRelativo,
        cHora,
      }))
    return {
      idEspectaculoCartel,
      cNombre,
      cSeo: slug(cNombre),
      idEspectaculoTipo,
      idEstablecimiento: venue.idEstablecimiento,
      cDescripcion,
      cDescripcionEn,
      nDuracionMinutos,
      cClasificacion,
      lDestacado,
      listaFuncion,
      listaPrecio: priceList(venue.cMapa, basePrice),
    }
  },
)

// ---------------------------------------------------------------------------------------------
// Promotions, delivery, payment methods and installments. Days of the week count like
// JavaScript's Date#getDay (0 domingo … 6 sábado); no promotion uses Sunday, so ISO numbering
// (1 lunes … 7 domingo) reads them the same.

const showIdsOfTypes = (...types) =>
  shows.filter((show) => types.includes(show.idEspectaculoTipo)).map((show) => show.idEspectaculoCartel)

const promotions = [
  {
    idPromocion: 1,
    cNombre: "2x1 los miércoles",
    cNombreEn: "2-for-1 on Wednesdays",
    cDescripcion: "Llevá dos entradas y pagá una en todas las funciones de los miércoles de teatro, stand-up y danza.",
    cDescripcionEn: "Buy two tickets, pay for one, at every Wednesday performance of theatre, stand-up and dance.",
    cTipo: "DOS_POR_UNO",
    nPorcentajeDescuento: null,
    listaDiaSemana: [3],
    listaBin: null,
    listaIdEspectaculoCartel: showIdsOfTypes(TEATRO, STAND_UP, DANZA),
    nCantidadMinima: 2,
    nCantidadMaxima: 8,
  },
  {
    idPromocion: 2,
    cNombre: "20% de descuento con Visa del Banco Pampa",
    cNombreEn: "20% off with Banco Pampa Visa",
    cDescripcion:
      "Pagando con tarjetas de crédito Visa del Banco Pampa, 20% de descuento en todos los espectáculos, todos los días.",
    cDescripcionEn: "Pay with a Banco Pampa Visa credit card and get 20% off every show, every day.",
    cTipo: "PORCENTAJE",
    nPorcentajeDescuento: 20,
    listaDiaSemana: null,
    listaBin: ["450995", "450799"],
    listaIdEspectaculoCartel: null,
    nCantidadMinima: 1,
    nCantidadMaxima: 6,
  },
  {
    idPromocion: 3,
    cNombre: "Jubilados: 30% de martes a jueves",
    cNombreEn: "Retirees: 30% off Tuesday to Thursday",
    cDescripcion:
      "Jubilados y pensionados pagan 30% menos de martes a jueves en teatro, ópera y danza, presentando la credencial en el acceso.",
    cDescripcionEn:
      "Retirees and pensioners pay 30% less from Tuesday to Thursday for theatre, opera and dance, showing their card at the door.",
    cTipo: "PORCENTAJE",
    nPorcentajeDescuento: 30,
    listaDiaSemana: [2, 3, 4],
    listaBin: null,
    listaIdEspectaculoCartel: showIdsOfTypes(TEATRO, OPERA, DANZA),
    nCantidadMinima: 1,
    nCantidadMaxima: 2,
  },
  {
    idPromocion: 4,
    cNombre: "Jueves Banco Andino: 15% off",
    cNombreEn: "Banco Andino Thursdays: 15% off",
    cDescripcion: "Todos los jueves, 15% de descuento pagando con Mastercard de crédito o débito del Banco Andino.",
    cDescripcionEn: "Every Thursday, 15% off when you pay with a Banco Andino Mastercard, credit or debit.",
    cTipo: "PORCENTAJE",
    nPorcentajeDescuento: 15,
    listaDiaSemana: [4],
    listaBin: ["527571", "503175"],
    listaIdEspectaculoCartel: null,
    nCantidadMinima: 1,
    nCantidadMaxima: 8,
  },
  {
    idPromocion: 5,
    cNombre: "2x1 en infantiles los sábados",
    cNombreEn: "2-for-1 children's shows on Saturdays",
    cDescripcion: "Los sábados, dos entradas al precio de una en todos los espectáculos infantiles.",
    cDescripcionEn: "On Saturdays, two tickets for the price of one at every children's show.",
    cTipo: "DOS_POR_UNO",
    nPorcentajeDescuento: null,
    listaDiaSemana: [6],
    listaBin: null,
    listaIdEspectaculoCartel: showIdsOfTypes(INFANTIL),
    nCantidadMinima: 2,
    nCantidadMaxima: 6,
  },
]

const deliveryTypes = [
  {
    idEntregaTipo: 1,
    cNombre: "E-ticket",
    cNombreEn: "E-ticket",
    cCodigo: "ETICKET",
    fPrecio: 0,
    lRequiereDomicilio: false,
  },
  {
    idEntregaTipo: 2,
    cNombre: "Retiro en boletería",
    cNombreEn: "Box office pickup",
    cCodigo: "BOLETERIA",
    fPrecio: 0,
    lRequiereDomicilio: false,
  },
  {
    idEntregaTipo: 3,
    cNombre: "Envío a domicilio",
    cNombreEn: "Home delivery",
    cCodigo: "DOMICILIO",
    fPrecio: 6500,
    lRequiereDomicilio: true,
  },
]

const paymentMethods = [
  { nFormaDePago: 1, cNombre: "Tarjeta de crédito", cNombreEn: "Credit card", cTipo: "CREDITO" },
  { nFormaDePago: 2, cNombre: "Tarjeta de débito", cNombreEn: "Debit card", cTipo: "DEBITO" },
]

// Surcharges are the total added to the price for paying in that many instalments.
const cuota = (nCuotas, nRecargoPorcentaje) => ({ nCuotas, nRecargoPorcentaje, lSinInteres: nRecargoPorcentaje === 0 })
const interestFree3and6 = [cuota(1, 0), cuota(3, 0), cuota(6, 0), cuota(12, 38)]
const interestFree3 = [cuota(1, 0), cuota(3, 0), cuota(6, 19), cuota(12, 38)]

const cardInstallments = [
  { cBin: "450995", cBanco: "Banco Pampa", cMarca: "VISA", listaCuota: interestFree3and6 },
  { cBin: "450799", cBanco: "Banco Pampa", cMarca: "VISA", listaCuota: interestFree3and6 },
  { cBin: "400000", cBanco: "Banco del Plata", cMarca: "VISA", listaCuota: interestFree3 },
  { cBin: "527571", cBanco: "Banco Andino", cMarca: "MASTERCARD", listaCuota: interestFree3and6 },
  // A debit card pays in one go.
  { cBin: "503175", cBanco: "Banco Andino", cMarca: "MASTERCARD", listaCuota: [cuota(1, 0)] },
  { cBin: "376411", cBanco: "Banco Austral", cMarca: "AMEX", listaCuota: interestFree3 },
  {
    cBin: "604201",
    cBanco: "Banco Cooperativo del Litoral",
    cMarca: "CABAL",
    listaCuota: [cuota(1, 0), cuota(3, 0), cuota(6, 0)],
  },
  {
    cBin: "*",
    cBanco: "Otros bancos",
    cMarca: "*",
    listaCuota: [cuota(1, 0), cuota(3, 9), cuota(6, 19), cuota(12, 38)],
  },
]

// ---------------------------------------------------------------------------------------------
// Checks the seeding server would otherwise trip over, then the output.

function assertFunctionsFitVenues() {
  const byVenueDay = new Map()
  for (const show of shows) {
    for (const { nDiaRelativo, cHora, idFuncion } of show.listaFuncion) {
      if (nDiaRelativo < 1 || nDiaRelativo > 90) throw new Error(`function ${idFuncion}: day ${nDiaRelativo}`)
      const [hours, minutes] = cHora.split(":").map(Number)
      const start = hours * 60 + minutes
      const key = `${show.idEstablecimiento}/${nDiaRelativo}`
      const booked = byVenueDay.get(key) ?? []
      // Half an hour between functions to empty and fill the hall.
      const clash = booked.find((other) => start < other.end + 30 && other.start < start + show.nDuracionMinutos + 30)
      if (clash !== undefined) throw new Error(`function ${idFuncion} overlaps ${clash.idFuncion}`)
      booked.push({ idFuncion, start, end: start + show.nDuracionMinutos })
      byVenueDay.set(key, booked)
    }
    if (show.listaFuncion.length < 2 || show.listaFuncion.length > 12) {
      throw new Error(`show ${show.idEspectaculoCartel}: ${show.listaFuncion.length} functions`)
    }
  }
}

const files = {
  "showTypes.json": showTypes,
  "zones.json": zones,
  "venues.json": venues,
  "shows.json": shows,
  "promotions.json": promotions,
  "deliveryTypes.json": deliveryTypes,
  "paymentMethods.json": paymentMethods,
  "cardInstallments.json": cardInstallments,
  ...Object.fromEntries(seatMaps.map((map) => [`seatMaps/${map.cMapa}.json`, map])),
}

function readOrNull(path) {
  try {
    return readFileSync(path, "utf8")
  } catch {
    return null
  }
}

function listOrEmpty(folder) {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}

assertFunctionsFitVenues()
const outputs = Object.entries(files).map(([name, value]) => [name, `${JSON.stringify(value, null, 2)}\n`])
if (process.argv.includes("--check")) {
  const stale = outputs.filter(([name, text]) => readOrNull(join(catalogDir, name)) !== text).map(([name]) => name)
  const expectedMaps = new Set(seatMaps.map((map) => `${map.cMapa}.json`))
  const extraMaps = listOrEmpty(join(catalogDir, "seatMaps")).filter((name) => !expectedMaps.has(name))
  if (stale.length > 0 || extraMaps.length > 0) {
    console.error(
      `fixtures/catalog is out of date (${[...stale, ...extraMaps].join(", ")}); run node scripts/generate-catalog.mjs`,
    )
    process.exit(1)
  }
} else {
  rmSync(join(catalogDir, "seatMaps"), { recursive: true, force: true })
  mkdirSync(join(catalogDir, "seatMaps"), { recursive: true })
  for (const [name, text] of outputs) writeFileSync(join(catalogDir, name), text)
  console.log(`fixtures/catalog: ${shows.length} shows, ${venues.length} venues, ${seatMaps.length} seat maps`)
}
