import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  calendarEvent,
  calendarFileName,
  orderCalendarEvent,
  venueLocation,
  type OrderEventInput,
} from "@boleteria/core"

const event = {
  uid: "pedido-12-funcion-10102@boleteria.example",
  stamp: Date.UTC(2026, 10, 21, 15, 30, 5),
  start: Date.UTC(2026, 10, 24, 23, 0),
  durationMinutes: 90,
  title: "La casa de los espejos",
  location: "Teatro Gran Corrientes",
  description: "Pedido 12. Ubicaciones: Platea · Fila A · Butaca 1.",
}

/** Function 10102 of an order, at Teatro Gran Corrientes (fixtures/catalog/venues.json), 100 minutes long. */
const orderEvent: OrderEventInput = {
  order: { idPedido: 12, dCompra: "2026-11-21T12:30:05-03:00" },
  performance: {
    idFuncion: 10102,
    cEspectaculo: "La casa de los espejos",
    cEstablecimiento: "Teatro Gran Corrientes",
    dFuncion: "2026-11-24T20:00:00-03:00",
  },
  venue: {
    cNombre: "Teatro Gran Corrientes",
    cDireccion: "Av. Corrientes 1530",
    cLocalidad: "San Nicolás",
    cProvincia: "Ciudad Autónoma de Buenos Aires",
  },
  showMinutes: 100,
  defaultMinutes: 120,
  host: "boleteria.example",
  description: "Pedido 12.",
}

/** RFC 5545 §3.1: a line that starts with a space continues the one before. */
const unfold = (text: string) => text.replaceAll("\r\n ", "")
const octets = (line: string) => new TextEncoder().encode(line).length

describe("calendarEvent (RFC 5545)", () => {
  it("writes one VEVENT in a VCALENDAR, CRLF-terminated, times in UTC", () => {
    expect(calendarEvent(event)).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//boleteria//Entradas//ES",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:pedido-12-funcion-10102@boleteria.example",
        "DTSTAMP:20261121T153005Z",
        "DTSTART:20261124T230000Z",
        "DTEND:20261125T003000Z",
        "SUMMARY:La casa de los espejos",
        "LOCATION:Teatro Gran Corrientes",
        "DESCRIPTION:Pedido 12. Ubicaciones: Platea · Fila A · Butaca 1.",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    )
  })

  it("leaves DTEND out when the length is unknown, and escapes text", () => {
    const text = calendarEvent({
      ...event,
      durationMinutes: null,
      title: "Tango; milonga, y vals\\nada",
      description: "Línea uno\nLínea dos",
    })
    expect(text).not.toContain("DTEND")
    expect(text).toContain("SUMMARY:Tango\\; milonga\\, y vals\\\\nada\r\n")
    expect(text).toContain("DESCRIPTION:Línea uno\\nLínea dos\r\n")
  })

  it("folds every line to 75 octets without splitting a character, and unfolds to the same text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (description) => {
        const text = calendarEvent({ ...event, description })
        const lines = text.split("\r\n").slice(0, -1)
        for (const line of lines) {
          expect(octets(line)).toBeLessThanOrEqual(75)
          // A line cut inside a character would hold half a surrogate pair, which UTF-8 cannot carry.
          expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line)
        }
        const unfolded = unfold(text)
        expect(unfolded).toContain(
          `DESCRIPTION:${description
            .replaceAll("\\", "\\\\")
            .replaceAll(";", "\\;")
            .replaceAll(",", "\\,")
            .replace(/\r\n|\r|\n/gu, "\\n")}\r\n`,
        )
      }),
    )
  })

  it("makes the event of an order's function: at the venue's address, ending with the show's announced length", () => {
    expect(orderCalendarEvent(orderEvent)).toEqual({
      uid: "pedido-12-funcion-10102@boleteria.example",
      stamp: Date.UTC(2026, 10, 21, 15, 30, 5),
      start: Date.UTC(2026, 10, 24, 23, 0),
      durationMinutes: 100,
      title: "La casa de los espejos",
      location: "Teatro Gran Corrientes, Av. Corrientes 1530, San Nicolás, Ciudad Autónoma de Buenos Aires",
      description: "Pedido 12.",
    })
  })

  it("ends by the tenant's default when the show announces no length, and at its start with neither", () => {
    expect(orderCalendarEvent({ ...orderEvent, showMinutes: null }).durationMinutes).toBe(120)
    expect(orderCalendarEvent({ ...orderEvent, showMinutes: null, defaultMinutes: null }).durationMinutes).toBeNull()
  })

  it("names the venue alone when the catalogue could not say where it is, and a city once when it is the province", () => {
    expect(orderCalendarEvent({ ...orderEvent, venue: null }).location).toBe("Teatro Gran Corrientes")
    expect(
      venueLocation("Teatro", {
        cNombre: "Teatro Colón",
        cDireccion: "Cerrito 628",
        cLocalidad: "Córdoba",
        cProvincia: "Córdoba",
      }),
    ).toBe("Teatro Colón, Cerrito 628, Córdoba")
  })

  it("writes that event as RFC 5545 asks: CRLF lines of at most 75 octets, folded and escaped, DTEND after DTSTART", () => {
    const text = calendarEvent(
      orderCalendarEvent({
        ...orderEvent,
        description: "Pedido 12. Ubicaciones: Platea · Fila A · Butaca 1; Platea · Fila A · Butaca 2.",
      }),
    )
    expect(text.endsWith("\r\n")).toBe(true)
    // No bare line feed or carriage return: every line break is CRLF.
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/u)
    const physical = text.split("\r\n").slice(0, -1)
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75)
    const lines = unfold(text).split("\r\n").slice(0, -1)
    // Every content line is name[;params]:value (§3.1), and the components nest.
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+(;[^:]*)?:/u)
    expect(lines.filter((line) => line.startsWith("BEGIN:"))).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT"])
    expect(lines.filter((line) => line.startsWith("END:"))).toEqual(["END:VEVENT", "END:VCALENDAR"])
    expect(lines).toContain(
      "LOCATION:Teatro Gran Corrientes\\, Av. Corrientes 1530\\, San Nicolás\\, Ciudad Autónoma de Buenos Aires",
    )
    expect(lines).toContain("DTSTART:20261124T230000Z")
    expect(lines).toContain("DTEND:20261125T004000Z")
    expect(lines).toContain(
      "DESCRIPTION:Pedido 12. Ubicaciones: Platea · Fila A · Butaca 1\\; Platea · Fila A · Butaca 2.",
    )
  })

  it("names the file after the show and the day it is on in Argentina", () => {
    // 23:30 in Buenos Aires is already the next day in UTC.
    expect(calendarFileName("Ópera: Tosca — ¡Función única!", Date.UTC(2026, 10, 25, 2, 30))).toBe(
      "opera-tosca-funcion-unica-2026-11-24.ics",
    )
    expect(calendarFileName("¡!", Date.UTC(2026, 10, 25, 2, 30))).toBe("funcion-2026-11-24.ics")
  })
})
