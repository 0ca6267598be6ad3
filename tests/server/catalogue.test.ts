import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import {
  Billboard,
  Performance,
  Promotion,
  ShowCard,
  ShowDetail,
  ShowSearchPage,
  ShowTypeList,
  Venue,
  type ShowSearchRequest,
} from "@boleteria/core"
import * as Schema from "effect/Schema"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { searchForm } from "../support/forms.js"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

// ---- The fixtures, read independently of the server, as the oracle of what it should answer.

const CATALOG = new URL("../../fixtures/catalog/", import.meta.url).pathname
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(CATALOG, path), "utf8")) as T

interface FixtureShow {
  idEspectaculoCartel: number
  cNombre: string
  cSeo: string
  idEspectaculoTipo: number
  idEstablecimiento: number
  cDescripcion: string
  cDescripcionEn: string
  nDuracionMinutos: number
  cClasificacion: string
  lDestacado: boolean
  listaFuncion: Array<{ idFuncion: number; nDiaRelativo: number; cHora: string }>
  listaPrecio: Array<{ cCodigoSector: string; fPrecio: number; fCargoServicio: number }>
}
interface FixtureVenue {
  idEstablecimiento: number
  cNombre: string
  idZona: number
  cMapa: string
}
interface FixturePromotion {
  idPromocion: number
  cTipo: "DOS_POR_UNO" | "PORCENTAJE"
  nPorcentajeDescuento: number | null
  listaDiaSemana: Array<number> | null
  listaIdEspectaculoCartel: Array<number> | null
  nCantidadMinima: number
  nCantidadMaxima: number
}
interface FixtureMap {
  cMapa: string
  listaSector: Array<{ cCodigo: string; cNombre: string; lNumerada: boolean; nCapacidad?: number }>
}

const shows = readJson<Array<FixtureShow>>("shows.json")
const venues = readJson<Array<FixtureVenue>>("venues.json")
// The file carries each type's English beside it (cNombreEn); a call without Accept-Language answers the Spanish.
const showTypes = readJson<Array<{ idEspectaculoTipo: number; cNombre: string; cNombreEn: string; nOrden: number }>>(
  "showTypes.json",
).map(({ cNombreEn: _english, ...type }) => type)
const promotions = readJson<Array<FixturePromotion>>("promotions.json")
const maps = readdirSync(join(CATALOG, "seatMaps")).map((name) => readJson<FixtureMap>(join("seatMaps", name)))
const venueOf = (show: FixtureShow) => venues.find((venue) => venue.idEstablecimiento === show.idEstablecimiento)!
const typeName = (show: FixtureShow) =>
  showTypes.find((type) => type.idEspectaculoTipo === show.idEspectaculoTipo)!.cNombre

const MINUTE = 60_000
/** Argentina's wall clock (UTC−3) as an instant: local("2026-11-23") is that day's midnight there. */
const local = (text: string) => Date.parse(`${text.length === 10 ? `${text}T00:00:00` : text}-03:00`)
/** TEST_START is Saturday 2026-11-21, 12:00 in Buenos Aires: function day d is 2026-11-21 + d. */
const startOf = (performance: { nDiaRelativo: number; cHora: string }) => {
  const [hours, minutes] = performance.cHora.split(":").map(Number)
  return Date.UTC(2026, 10, 21 + performance.nDiaRelativo, hours! + 3, minutes)
}
const weekdayOf = (performance: { nDiaRelativo: number }) => (6 + performance.nDiaRelativo) % 7
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

/** The shows with a function in [from, until) still ahead of `now`, soonest such function first. */
const expectedShows = (now: number, from: number, until: number, keep: (show: FixtureShow) => boolean = () => true) =>
  shows
    .filter(keep)
    .map((show) => ({
      id: show.idEspectaculoCartel,
      first: Math.min(
        ...show.listaFuncion.map(startOf).filter((start) => start > now && start >= from && start < until),
      ),
    }))
    .filter((match) => Number.isFinite(match.first))
    .sort((a, b) => a.first - b.first || a.id - b.id)
    .map((match) => match.id)

const decode = <A>(schema: Schema.Decoder<A>, value: unknown): A => Schema.decodeUnknownSync(schema)(value)

const ALL: ShowSearchRequest = searchForm()

describeOnEachDatabase("catalogue over HTTP on %s", (kind) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(async () => {
    await server.close()
  })
  afterEach(() => {
    server.clock.set(TEST_START)
  })

  const search = async (body: unknown, query = "cantXpagina=100&pagina=1") => {
    const answer = await server.call("POST", `/v2/EspectaculosCartel/Buscar?${query}`, body)
    return { ...answer, page: answer.status === 200 ? decode(ShowSearchPage, answer.oData) : null }
  }
  const idsOf = (page: ShowSearchPage | null) => page?.listaEspectaculoCartel.map((card) => card.idEspectaculoCartel)
  const performanceOf = async (idFuncion: number) => {
    const answer = await server.call("GET", `/v2/Funcion/${idFuncion}`)
    expect(answer.status).toBe(200)
    return decode(Performance, answer.oData)
  }

  describe("billboard, landing, venues and show types", () => {
    it("lists every show with a function ahead, soonest first, as ShowCards", async () => {
      const { status, oData } = await server.call("GET", "/v2/EspectaculosCartel")
      expect(status).toBe(200)
      const cards = decode(Schema.Array(ShowCard), oData)
      expect(cards.map((card) => card.idEspectaculoCartel)).toEqual(expectedShows(TEST_START, -Infinity, Infinity))
      const first = cards[0]!
      const fixture = shows.find((show) => show.idEspectaculoCartel === first.idEspectaculoCartel)!
      expect(first).toMatchObject({
        cEspectaculoCartelNombre: fixture.cNombre,
        cSeo: fixture.cSeo,
        idEspectaculoCartelTipo: 1,
        oEspectaculoTipo: { idEspectaculoTipo: fixture.idEspectaculoTipo, cNombre: typeName(fixture) },
        oEstablecimiento: {
          idEstablecimiento: fixture.idEstablecimiento,
          oZona: { idZona: venueOf(fixture).idZona },
        },
        fPrecioDesde: Math.min(...fixture.listaPrecio.map((price) => price.fPrecio)),
        lDestacado: fixture.lDestacado,
      })
      expect(Date.parse(first.dProximaFuncion!)).toBe(Math.min(...fixture.listaFuncion.map(startOf)))
      expect(first.listaImagenEspectaculoCartel).toEqual([
        { cTipoImagen: "WEB_CARTELERA", cUrl: `/posters/${fixture.cSeo}.svg` },
        { cTipoImagen: "WEB_DESTACADO", cUrl: `/posters/${fixture.cSeo}-destacado.svg` },
      ])
    })

    it("serves the posters the cards point at", async () => {
      const show = shows[0]!
      for (const path of [`/posters/${show.cSeo}.svg`, `/posters/${show.cSeo}-destacado.svg`]) {
        const response = await fetch(server.url + path)
        expect(response.status).toBe(200)
        expect(response.headers.get("content-type")).toBe("image/svg+xml")
        expect(await response.text()).toContain("<svg")
      }
    })

    it("drops a show from the billboard once its last function has started", async () => {
      const show = shows[0]!
      const last = Math.max(...show.listaFuncion.map(startOf))
      server.clock.set(last)
      const cards = decode(Schema.Array(ShowCard), (await server.call("GET", "/v2/EspectaculosCartel")).oData)
      expect(cards.map((card) => card.idEspectaculoCartel)).toEqual(expectedShows(last, -Infinity, Infinity))
      expect(cards.some((card) => card.idEspectaculoCartel === show.idEspectaculoCartel)).toBe(false)
    })

    it("answers Cartelera with the tenant's 3 featured shows and the rest", async () => {
      const { status, oData } = await server.call("GET", "/v2/Cartelera")
      expect(status).toBe(200)
      const billboard = decode(Billboard, oData)
      const onSale = expectedShows(TEST_START, -Infinity, Infinity)
      const featured = onSale.filter((id) => shows.find((show) => show.idEspectaculoCartel === id)!.lDestacado)
      expect(billboard.listaDestacado.map((card) => card.idEspectaculoCartel)).toEqual(featured.slice(0, 3))
      expect(billboard.listaEspectaculoCartel.map((card) => card.idEspectaculoCartel)).toEqual(
        onSale.filter((id) => !featured.slice(0, 3).includes(id)),
      )
    })

    it("answers an empty Tienda: this tenant's fixtures hold no products", async () => {
      const { status, oData } = await server.call("GET", "/v2/Tienda")
      expect(status).toBe(200)
      expect(decode(Schema.Array(ShowCard), oData)).toEqual([])
    })

    it("lists a product (idEspectaculoCartelTipo 100) in the Tienda only, never on the billboard", async () => {
      const product = 9001
      await server.db.query(
        `INSERT INTO shows (id, name, seo, type_id, cartel_type, venue_id, description, description_en,
             duration_minutes, rating, featured, search_text)
           VALUES ($1, 'Estacionamiento musical', 'estacionamiento', 2, 100, 3, 'Cochera', 'Parking', 0, 'ATP', true,
             'estacionamiento musical')`,
        [product],
      )
      await server.db.query("INSERT INTO performances (id, show_id, starts_at) VALUES ($1, $2, $3)", [
        product * 100 + 1,
        product,
        new Date(TEST_START + 24 * 60 * MINUTE),
      ])
      await server.db.query(
        `INSERT INTO show_prices (show_id, sector_id, price, service_charge)
           SELECT $1, id, 5000, 0 FROM map_sectors WHERE map_code = 'arena'`,
        [product],
      )
      const shop = decode(Schema.Array(ShowCard), (await server.call("GET", "/v2/Tienda")).oData)
      expect(shop.map((card) => [card.idEspectaculoCartel, card.idEspectaculoCartelTipo])).toEqual([[product, 100]])
      const onSale = decode(Schema.Array(ShowCard), (await server.call("GET", "/v2/EspectaculosCartel")).oData)
      const billboard = decode(Billboard, (await server.call("GET", "/v2/Cartelera")).oData)
      const found = (await search({ ...ALL, cBuscar: "estacionamiento" })).page
      for (const cards of [
        onSale,
        billboard.listaDestacado,
        billboard.listaEspectaculoCartel,
        found!.listaEspectaculoCartel,
      ]) {
        expect(cards.map((card) => card.idEspectaculoCartel)).not.toContain(product)
      }
    })

    it("lists every venue with its zone", async () => {
      const { status, oData } = await server.call("GET", "/v2/Establecimientos")
      expect(status).toBe(200)
      const list = decode(Schema.Array(Venue), oData)
      expect(list.map((venue) => venue.idEstablecimiento).sort((a, b) => a - b)).toEqual(
        venues.map((venue) => venue.idEstablecimiento).sort((a, b) => a - b),
      )
      for (const venue of list) {
        expect(venue.oZona.idZona).toBe(venues.find((v) => v.idEstablecimiento === venue.idEstablecimiento)!.idZona)
      }
    })

    it("lists the show types in oData.Lista, lowest nOrden first", async () => {
      const { status, oData } = await server.call("GET", "/v2/EspectaculoCartelTipos")
      expect(status).toBe(200)
      expect(decode(ShowTypeList, oData).Lista).toEqual([...showTypes].sort((a, b) => a.nOrden - b.nOrden))
    })

    it("answers the show landing with its functions ahead; h is accepted and ignored", async () => {
      const fixture = shows[0]!
      const { status, oData } = await server.call(
        "GET",
        `/v2/EspectaculoCartel/${fixture.idEspectaculoCartel}?h=abc123`,
      )
      expect(status).toBe(200)
      const detail = decode(ShowDetail, oData)
      expect(detail).toMatchObject({
        cDescripcion: fixture.cDescripcion,
        cDescripcionEn: fixture.cDescripcionEn,
        nDuracionMinutos: fixture.nDuracionMinutos,
        cClasificacion: fixture.cClasificacion,
      })
      const functions = [...fixture.listaFuncion].sort((a, b) => startOf(a) - startOf(b))
      expect(detail.listaFuncion.map((summary) => summary.idFuncion)).toEqual(functions.map((f) => f.idFuncion))
      const [first] = functions
      const date = detail.listaFuncion[0]!.oFuncionFecha
      expect(Date.parse(date.dFuncion)).toBe(startOf(first!))
      expect([date.nFuncionHora, date.nFuncionMinuto]).toEqual(first!.cHora.split(":").map(Number))
      expect(date.oFuncionDiaDeLaSemana.nDia).toBe(weekdayOf(first!))
      expect(detail.listaFuncion.every((summary) => !summary.lAgotada)).toBe(true)
    })

    it("answers 404 for an unknown show and 400 for an id that is not a number", async () => {
      expect(await server.call("GET", "/v2/EspectaculoCartel/999999")).toMatchObject({ status: 404, nCode: 404 })
      const bad = await server.call("GET", "/v2/EspectaculoCartel/abc")
      expect(bad).toMatchObject({ status: 400, nCode: 400 })
      expect(bad.oData).toMatch(/^idEspectaculoCartel: /)
    })
  })

  describe("search", () => {
    it("folds accents and case: musica, MÚSICA and Música find the same shows", async () => {
      const expected = expectedShows(TEST_START, -Infinity, Infinity, (show) =>
        fold([show.cNombre, venueOf(show).cNombre, typeName(show), show.cDescripcion].join(" ")).includes("musica"),
      )
      expect(expected.length).toBeGreaterThan(0)
      for (const cBuscar of ["musica", "MÚSICA", "  Música "]) {
        const { page } = await search({ ...ALL, cBuscar })
        expect(idsOf(page)).toEqual(expected)
        expect(page?.nTotal).toBe(expected.length)
      }
    })

    it("finds a show by the words of its name typed without accents, in any order", async () => {
      const show = shows.find((candidate) => fold(candidate.cNombre) !== candidate.cNombre.toLowerCase())!
      const words = fold(show.cNombre)
        .split(/\s+/u)
        .filter((word) => word.length > 2)
      const { page } = await search({ ...ALL, cBuscar: [...words].reverse().join(" ").toUpperCase() })
      expect(idsOf(page)).toContain(show.idEspectaculoCartel)
      expect((await search({ ...ALL, cBuscar: "zzqxw" })).page?.nTotal).toBe(0)
    })

    it("filters by show types, venue and zone, alone and together", async () => {
      const zoneOutsideCaba = venues.find((venue) => venue.idZona !== 1)!.idZona
      const cases: Array<[Partial<ShowSearchRequest>, (show: FixtureShow) => boolean]> = [
        [{ aListaidTipoDeEspectaculo: [2] }, (show) => show.idEspectaculoTipo === 2],
        [{ aListaidTipoDeEspectaculo: [1, 3] }, (show) => [1, 3].includes(show.idEspectaculoTipo)],
        [{ idEstablecimiento: 1 }, (show) => show.idEstablecimiento === 1],
        [{ idZona: zoneOutsideCaba }, (show) => venueOf(show).idZona === zoneOutsideCaba],
        [
          { idZona: 1, aListaidTipoDeEspectaculo: [2] },
          (show) => venueOf(show).idZona === 1 && show.idEspectaculoTipo === 2,
        ],
      ]
      for (const [filter, keep] of cases) {
        const expected = expectedShows(TEST_START, -Infinity, Infinity, keep)
        expect(expected.length).toBeGreaterThan(0)
        expect(idsOf((await search({ ...ALL, ...filter })).page)).toEqual(expected)
      }
    })

    // Saturday 2026-11-21 12:00 (the seeding instant) and Wednesday 2026-12-02 10:00, Buenos Aires.
    const SATURDAY = TEST_START
    const WEDNESDAY = local("2026-12-02T10:00:00")
    const presets: Array<[string, number, ShowSearchRequest["cFecha"], string | null, number, number]> = [
      ["all", SATURDAY, "TODAS", null, SATURDAY, Infinity],
      ["today", SATURDAY, "HOY", null, SATURDAY, local("2026-11-22")],
      ["tomorrow", SATURDAY, "MANANA", null, local("2026-11-22"), local("2026-11-23")],
      ["this week", SATURDAY, "ESTA_SEMANA", null, SATURDAY, local("2026-11-23")],
      ["this weekend (already on it)", SATURDAY, "ESTE_FIN_DE_SEMANA", null, SATURDAY, local("2026-11-23")],
      ["next week", SATURDAY, "PROXIMA_SEMANA", null, local("2026-11-23"), local("2026-11-30")],
      ["this month", SATURDAY, "ESTE_MES", null, SATURDAY, local("2026-12-01")],
      ["next month", SATURDAY, "PROXIMO_MES", null, local("2026-12-01"), local("2027-01-01")],
      ["a date", SATURDAY, "FECHA", "2026-12-05", local("2026-12-05"), local("2026-12-06")],
      ["today, mid-week", WEDNESDAY, "HOY", null, WEDNESDAY, local("2026-12-03")],
      ["tomorrow, mid-week", WEDNESDAY, "MANANA", null, local("2026-12-03"), local("2026-12-04")],
      ["this week, from Wednesday", WEDNESDAY, "ESTA_SEMANA", null, WEDNESDAY, local("2026-12-07")],
      ["this weekend, from Wednesday", WEDNESDAY, "ESTE_FIN_DE_SEMANA", null, local("2026-12-05"), local("2026-12-07")],
      ["next week, from Wednesday", WEDNESDAY, "PROXIMA_SEMANA", null, local("2026-12-07"), local("2026-12-14")],
      ["this month, December", WEDNESDAY, "ESTE_MES", null, WEDNESDAY, local("2027-01-01")],
      ["next month, across the new year", WEDNESDAY, "PROXIMO_MES", null, local("2027-01-01"), local("2027-02-01")],
    ]

    it.each(presets)("date preset: %s", async (_name, now, cFecha, dFecha, from, until) => {
      server.clock.set(now)
      const { status, page } = await search({ ...ALL, cFecha, dFecha })
      expect(status).toBe(200)
      expect(idsOf(page)).toEqual(expectedShows(now, from, until))
    })

    it("finds something for most presets (the fixtures cover the coming weeks)", () => {
      const nonEmpty = presets.filter(([, now, , , from, until]) => expectedShows(now, from, until).length > 0)
      expect(nonEmpty.length).toBeGreaterThanOrEqual(presets.length - 2)
    })

    it("pages with cantXpagina and pagina, keeping the total", async () => {
      const all = idsOf((await search(ALL)).page)!
      const pages: Array<number> = []
      for (let pagina = 1; pagina <= Math.ceil(all.length / 7); pagina++) {
        const { page } = await search(ALL, `cantXpagina=7&pagina=${pagina}`)
        expect(page).toMatchObject({ nTotal: all.length, pagina, cantXpagina: 7 })
        pages.push(...idsOf(page)!)
      }
      expect(pages).toEqual(all)
      const beyond = await search(ALL, "cantXpagina=7&pagina=99")
      expect(beyond.page).toEqual({ listaEspectaculoCartel: [], nTotal: all.length, pagina: 99, cantXpagina: 7 })
    })

    it("answers 400 naming the field for a bad query string", async () => {
      const cases: Array<[string, string]> = [
        ["pagina=1", "cantXpagina"],
        ["cantXpagina=10", "pagina"],
        ["cantXpagina=diez&pagina=1", "cantXpagina"],
        ["cantXpagina=0&pagina=1", "cantXpagina"],
        ["cantXpagina=101&pagina=1", "cantXpagina"],
        ["cantXpagina=10&pagina=0", "pagina"],
        ["cantXpagina=10&pagina=1.5", "pagina"],
      ]
      for (const [query, field] of cases) {
        const answer = await search(ALL, query)
        expect(answer).toMatchObject({ status: 400, nCode: 400 })
        expect(answer.oData).toMatch(new RegExp(`^${field}: `))
      }
    })

    it("answers 400 naming the field for a bad body", async () => {
      const cases: Array<[unknown, string]> = [
        [{ ...ALL, cFecha: "AYER" }, "cFecha"],
        [{ ...ALL, cFecha: "FECHA", dFecha: null }, "dFecha"],
        [{ ...ALL, cFecha: "FECHA", dFecha: "2026-02-30" }, "dFecha"],
        [{ ...ALL, cFecha: "FECHA", dFecha: "5/12/2026" }, "dFecha"],
        [{ ...ALL, aListaidTipoDeEspectaculo: "2" }, "aListaidTipoDeEspectaculo"],
        [{ ...ALL, idZona: "CABA" }, "idZona"],
      ]
      for (const [body, field] of cases) {
        const answer = await search(body)
        expect(answer).toMatchObject({ status: 400, nCode: 400 })
        expect(answer.oData).toMatch(new RegExp(`^${field}: `))
      }
      const response = await fetch(`${server.url}/v2/EspectaculosCartel/Buscar?cantXpagina=10&pagina=1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { oData: string }).oData).toMatch(/^body: /)
    })
  })

  describe("functions and promotions", () => {
    const arenaShow = shows.find((show) => venueOf(show).cMapa === "arena")!
    const arenaMap = maps.find((map) => map.cMapa === "arena")!

    // How fast is npm run bench's (scripts/bench-server.mjs): a busy machine is no failure here.
    it("answers the 20,000-seat arena with every sector and seat", async () => {
      const idFuncion = arenaShow.listaFuncion[0]!.idFuncion
      const performanceView = await performanceOf(idFuncion)
      expect(performanceView).toMatchObject({
        idFuncion,
        idEspectaculoCartel: arenaShow.idEspectaculoCartel,
        nMaximoPosiciones: 10,
        lAgotada: false,
      })
      expect(performanceView.listaSector.map((sector) => sector.cNombre)).toEqual(
        arenaMap.listaSector.map((sector) => sector.cNombre),
      )
      for (const sector of performanceView.listaSector) {
        const price = arenaShow.listaPrecio.find(
          (p) => p.cCodigoSector === arenaMap.listaSector.find((s) => s.cNombre === sector.cNombre)!.cCodigo,
        )!
        expect([sector.fPrecio, sector.fCargoServicio]).toEqual([price.fPrecio, price.fCargoServicio])
        expect(sector.nDisponibles).toBe(sector.nCapacidad)
        expect(sector.listaPosicion).toHaveLength(sector.lNumerada ? sector.nCapacidad : 0)
      }
      const seats = performanceView.listaSector.flatMap((sector) => sector.listaPosicion)
      expect(seats.length).toBeGreaterThanOrEqual(19_000)
      expect(seats.every((seat) => seat.cEstado === "LIBRE")).toBe(true)
      expect(new Set(seats.map((seat) => seat.idPosicion)).size).toBe(seats.length)
      const field = performanceView.listaSector.find((sector) => !sector.lNumerada)!
      expect(field.nCapacidad).toBe(arenaMap.listaSector.find((sector) => !sector.lNumerada)!.nCapacidad)
    })

    it("counts sold places and live holds, not expired ones, and frees a hold when its time is over", async () => {
      const idFuncion = arenaShow.listaFuncion[1]!.idFuncion
      const before = await performanceOf(idFuncion)
      const numbered = before.listaSector.find((sector) => sector.lNumerada)!
      const field = before.listaSector.find((sector) => !sector.lNumerada)!
      const [held, sold, expired] = numbered.listaPosicion
      const now = server.clock.now()
      const { rows } = await server.db.query<{ id: number }>(
        "INSERT INTO purchase_processes (process_type, started_at, expires_at, state) VALUES ('CART', $1, $2, 'ACTIVE') RETURNING id",
        [new Date(now), new Date(now + 12 * MINUTE)],
      )
      const process = rows[0]!.id
      const claim = (key: string, sectorId: number, seatId: number | null, state: string, expiresAt: number | null) =>
        server.db.query(
          `INSERT INTO place_claims (performance_id, place_key, sector_id, seat_id, process_id, state, expires_at, price, service_charge)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 1000, 100)`,
          [idFuncion, key, sectorId, seatId, process, state, expiresAt === null ? null : new Date(expiresAt)],
        )
      await claim(`s${held!.idPosicion}`, numbered.idSector, held!.idPosicion, "HELD", now + 12 * MINUTE)
      await claim(`s${sold!.idPosicion}`, numbered.idSector, sold!.idPosicion, "SOLD", null)
      await claim(`s${expired!.idPosicion}`, numbered.idSector, expired!.idPosicion, "HELD", now - 1)
      await claim(`g${field.idSector}:1`, field.idSector, null, "HELD", now + 12 * MINUTE)
      await claim(`g${field.idSector}:2`, field.idSector, null, "SOLD", null)

      const stateOf = (view: Performance, seatId: number) =>
        view.listaSector.flatMap((sector) => sector.listaPosicion).find((seat) => seat.idPosicion === seatId)?.cEstado
      const sectorOf = (view: Performance, id: number) => view.listaSector.find((sector) => sector.idSector === id)!
      const during = await performanceOf(idFuncion)
      expect([held, sold, expired].map((seat) => stateOf(during, seat!.idPosicion))).toEqual([
        "RETENIDA",
        "VENDIDA",
        "LIBRE",
      ])
      expect(sectorOf(during, numbered.idSector).nDisponibles).toBe(numbered.nCapacidad - 2)
      expect(sectorOf(during, field.idSector).nDisponibles).toBe(field.nCapacidad - 2)

      server.clock.advance(12 * MINUTE + 1)
      const after = await performanceOf(idFuncion)
      expect([held, sold, expired].map((seat) => stateOf(after, seat!.idPosicion))).toEqual([
        "LIBRE",
        "VENDIDA",
        "LIBRE",
      ])
      expect(sectorOf(after, numbered.idSector).nDisponibles).toBe(numbered.nCapacidad - 1)
      expect(sectorOf(after, field.idSector).nDisponibles).toBe(field.nCapacidad - 1)
    })

    it("marks a function sold out on its page and on the show landing", async () => {
      const show = shows.find((candidate) => venueOf(candidate).cMapa === "club-general")!
      const [soldOut, other] = show.listaFuncion
      const view = await performanceOf(soldOut!.idFuncion)
      const { rows } = await server.db.query<{ id: number }>(
        "INSERT INTO purchase_processes (process_type, started_at, expires_at, state) VALUES ('CART', $1, $1, 'PAID') RETURNING id",
        [new Date(TEST_START)],
      )
      for (const sector of view.listaSector) {
        await server.db.query(
          `INSERT INTO place_claims (performance_id, place_key, sector_id, process_id, state, price, service_charge)
             SELECT $1, 'g' || $2::int || ':' || n, $2, $3, 'SOLD', 1000, 100 FROM generate_series(1, $4::int) AS n`,
          [soldOut!.idFuncion, sector.idSector, rows[0]!.id, sector.nCapacidad],
        )
      }
      const after = await performanceOf(soldOut!.idFuncion)
      expect(after.lAgotada).toBe(true)
      expect(after.listaSector.every((sector) => sector.nDisponibles === 0)).toBe(true)
      const detail = decode(
        ShowDetail,
        (await server.call("GET", `/v2/EspectaculoCartel/${show.idEspectaculoCartel}`)).oData,
      )
      const summary = (id: number) => detail.listaFuncion.find((f) => f.idFuncion === id)
      expect(summary(soldOut!.idFuncion)?.lAgotada).toBe(true)
      expect(summary(other!.idFuncion)?.lAgotada).toBe(false)
    })

    // The 2x1 of a weekday, for a show it covers, on a function that day and on one another day.
    const twoForOne = promotions.find(
      (promotion) => promotion.cTipo === "DOS_POR_UNO" && promotion.listaDiaSemana !== null,
    )!
    const promotedShow = shows.find(
      (show) =>
        (twoForOne.listaIdEspectaculoCartel ?? []).includes(show.idEspectaculoCartel) &&
        show.listaFuncion.some((f) => twoForOne.listaDiaSemana!.includes(weekdayOf(f))) &&
        show.listaFuncion.some((f) => !twoForOne.listaDiaSemana!.includes(weekdayOf(f))),
    )!
    const onTheDay = promotedShow.listaFuncion.find((f) => twoForOne.listaDiaSemana!.includes(weekdayOf(f)))!
    const otherDay = promotedShow.listaFuncion.find((f) => !twoForOne.listaDiaSemana!.includes(weekdayOf(f)))!
    const expectedPromotions = (performance: { nDiaRelativo: number }) =>
      promotions.filter(
        (promotion) =>
          (promotion.listaIdEspectaculoCartel === null ||
            promotion.listaIdEspectaculoCartel.includes(promotedShow.idEspectaculoCartel)) &&
          (promotion.listaDiaSemana === null || promotion.listaDiaSemana.includes(weekdayOf(performance))),
      )

    it("lists the promotions of the show on the function's weekday, over every sector", async () => {
      for (const performance of [onTheDay, otherDay]) {
        const view = await performanceOf(performance.idFuncion)
        const expected = expectedPromotions(performance)
        expect(view.listaPromocion.map((promotion) => promotion.idPromocion)).toEqual(
          expected.map((p) => p.idPromocion),
        )
        for (const promotion of view.listaPromocion) {
          const fixture = expected.find((p) => p.idPromocion === promotion.idPromocion)!
          expect(promotion.nPorcentajeDescuento).toBe(
            fixture.cTipo === "DOS_POR_UNO" ? 50 : fixture.nPorcentajeDescuento,
          )
          expect([promotion.nCantidadMinima, promotion.nCantidadMaxima]).toEqual([
            fixture.nCantidadMinima,
            fixture.nCantidadMaxima,
          ])
          expect(promotion.listaIdSector).toEqual(view.listaSector.map((sector) => sector.idSector))
        }
      }
      expect((await performanceOf(onTheDay.idFuncion)).listaPromocion.map((p) => p.idPromocion)).toContain(
        twoForOne.idPromocion,
      )
      expect((await performanceOf(otherDay.idFuncion)).listaPromocion.map((p) => p.idPromocion)).not.toContain(
        twoForOne.idPromocion,
      )
    })

    it("answers the promotions valid for some seats and for a quantity in a sector", async () => {
      const view = await performanceOf(onTheDay.idFuncion)
      const sector = view.listaSector.find((candidate) => candidate.lNumerada)!
      const byQuantity = (quantity: number) =>
        expectedPromotions(onTheDay)
          .filter((p) => quantity >= p.nCantidadMinima && quantity <= p.nCantidadMaxima)
          .map((p) => p.idPromocion)
      const ids = (oData: unknown) => decode(Schema.Array(Promotion), oData).map((promotion) => promotion.idPromocion)

      for (const quantity of [1, 2]) {
        const seats = sector.listaPosicion.slice(0, quantity).map((seat) => seat.idPosicion)
        const forSeats = await server.call("POST", `/v2/Funcion/${onTheDay.idFuncion}/Promociones`, {
          listaIdPosicion: seats,
        })
        expect(forSeats.status).toBe(200)
        expect(ids(forSeats.oData)).toEqual(byQuantity(quantity))
        const forGroup = await server.call("POST", `/v2/Funcion/${onTheDay.idFuncion}/Promociones/Grupo`, {
          idSector: sector.idSector,
          nCantidad: quantity,
        })
        expect(forGroup.status).toBe(200)
        expect(ids(forGroup.oData)).toEqual(byQuantity(quantity))
      }
      expect(byQuantity(2)).toContain(twoForOne.idPromocion)
      expect(byQuantity(1)).not.toContain(twoForOne.idPromocion)
    })

    it("refuses seats and sectors of another function, and bad bodies, naming the field", async () => {
      const arenaSeat = (await performanceOf(arenaShow.listaFuncion[0]!.idFuncion)).listaSector.find(
        (s) => s.lNumerada,
      )!
      const path = `/v2/Funcion/${onTheDay.idFuncion}/Promociones`
      const cases: Array<[string, unknown, string]> = [
        [path, { listaIdPosicion: [arenaSeat.listaPosicion[0]!.idPosicion] }, "listaIdPosicion"],
        [path, { listaIdPosicion: [] }, "listaIdPosicion"],
        [path, { listaIdPosicion: ["1"] }, "listaIdPosicion"],
        [`${path}/Grupo`, { idSector: arenaSeat.idSector, nCantidad: 2 }, "idSector"],
        [`${path}/Grupo`, { idSector: arenaSeat.idSector, nCantidad: 0 }, "nCantidad"],
      ]
      for (const [route, body, field] of cases) {
        const answer = await server.call("POST", route, body)
        expect(answer).toMatchObject({ status: 400, nCode: 400 })
        expect(answer.oData).toMatch(new RegExp(`^${field}`))
      }
    })

    it("answers 404 for an unknown function on every function route", async () => {
      expect(await server.call("GET", "/v2/Funcion/999999")).toMatchObject({ status: 404, nCode: 404 })
      expect(await server.call("POST", "/v2/Funcion/999999/Promociones", { listaIdPosicion: [1] })).toMatchObject({
        status: 404,
      })
      expect(
        await server.call("POST", "/v2/Funcion/999999/Promociones/Grupo", { idSector: 1, nCantidad: 1 }),
      ).toMatchObject({ status: 404 })
      expect(await server.call("GET", "/v2/Funcion/abc")).toMatchObject({ status: 400 })
    })

    it("offers a booking's promotions only to a signed-in shopper (tests/server/bookings.test.ts has the rest)", async () => {
      const answer = await server.call("POST", "/v2/Reserva/999999/Promociones", {})
      expect(answer).toMatchObject({ status: 401, nCode: 401 })
    })
  })
})
