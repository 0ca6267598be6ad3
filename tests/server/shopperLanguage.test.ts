import {
  formatMoney,
  SandboxCard,
  type DeliveryType,
  type ExtraProduct,
  type OrderHistory,
  type PaymentMethod,
  type PaymentStatus,
  type Performance,
  type PurchaseProcess,
  type ShowCard,
  type ShowTypeList,
} from "@boleteria/core"
import { readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chargeForm, SHOPPER_EMAIL } from "../support/forms.js"
import { lastMailTo } from "../support/outbox.js"
import { textOf } from "../support/pdf.js"
import {
  confirmationMailed,
  ok,
  pollPayment,
  signUp,
  type HeldPurchase,
  theatrePlateaOfComingFunction,
} from "./support/flows.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

const catalog = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/catalog/${file}`, import.meta.url), "utf8")) as ReadonlyArray<
    Record<string, unknown>
  >
const locale = (language: "es" | "en") =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8")) as {
    account: { orders: { eticketPdf: Record<string, string> } }
  }

const ENGLISH = { "accept-language": "en-GB,en;q=0.9,es;q=0.5" }
/** How the fixtures' tenant writes its amounts (fixtures/tenant.json). */
const TENANT_PRICE = (
  JSON.parse(readFileSync(new URL("../../fixtures/tenant.json", import.meta.url), "utf8")) as {
    price: Parameters<typeof formatMoney>[1]
  }
).price
const SPANISH = { "accept-language": "es-AR" }
const BANK_PROMOTION = 2

/** The words of a text around its placeholders ("Pedido N° {{order}}" → "Pedido N°"), the ones worth looking for. */
const fixedParts = (text: string): ReadonlyArray<string> =>
  text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4)

describe("the shopper's language (Accept-Language) over HTTP on PGlite", () => {
  let server: TestServer
  let token: string
  let idFuncion: number
  let idSector: number

  const as = (headers: Record<string, string>, purchase?: HeldPurchase) => ({
    token,
    purchaseKey: purchase?.cClaveProceso,
    headers,
  })
  /** The whole error answer, cClave included, of a call on a purchase. */
  const refusal = async (purchase: HeldPurchase, step: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${server.url}/v2/Proceso/${purchase.idProcesoDeCompra}${step}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "x-clave-proceso": purchase.cClaveProceso,
        ...headers,
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as { oData: string; cClave?: string } }
  }
  const download = async (path: string, headers: Record<string, string>) => {
    const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}`, ...headers } })
    return {
      status: response.status,
      fileName: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1],
      body: Buffer.from(await response.arrayBuffer()),
    }
  }
  /** Holds two seats (with the bank promotion when asked), chooses box-office pickup, the credit card and the parking. */
  const readyPurchase = async (headers: Record<string, string>, idPromocion: number | null = null) => {
    const held = await ok(
      server.call<PurchaseProcess>(
        "POST",
        "/v2/Proceso/0/Posiciones/TomarGrupo",
        { idFuncion, idSector, nCantidad: 2, idPromocion },
        as(headers),
      ),
    )
    const step = <T>(method: string, path: string, body?: unknown) =>
      ok(server.call<T>(method, `/v2/Proceso/${held.idProcesoDeCompra}${path}`, body, as(headers, held)))
    const deliveries = await step<ReadonlyArray<DeliveryType>>("GET", "/TiposDeEntrega")
    const pickup = deliveries.find((type) => type.cCodigo === "BOLETERIA")!
    await step("POST", "/EntregaTipo/Seleccionar", { idEntregaTipo: pickup.idEntregaTipo, idClienteDomicilio: null })
    const products = await step<ReadonlyArray<ExtraProduct>>("POST", "/ProductoAsignado/Lista/Seleccionar", {
      listaProducto: [{ idProducto: 1, nCantidad: 1 }],
    })
    const methods = await step<ReadonlyArray<PaymentMethod>>("GET", "/FormasDePago")
    const credit = methods.find((method) => method.cTipo === "CREDITO")!
    const view = await step<PurchaseProcess>("POST", "/FormaDePago/Seleccionar", { nFormaDePago: credit.nFormaDePago })
    return { held, deliveries, products, methods, view }
  }
  beforeAll(async () => {
    server = await startTestServer("pglite")
    token = await signUp(server, "idiomas@example.com")
    ;({ idFuncion, idSector } = await theatrePlateaOfComingFunction(server))
  })

  afterAll(() => server.close())

  it("names show types in the language asked for, and in Spanish without one it speaks", async () => {
    const fixture = catalog("showTypes.json")
    const named = async (headers: Record<string, string>) =>
      (await ok(server.call<ShowTypeList>("GET", "/v2/EspectaculoCartelTipos", undefined, { headers }))).Lista.map(
        (type) => type.cNombre,
      )
    const english = fixture.map((type) => type["cNombreEn"])
    const spanish = fixture.map((type) => type["cNombre"])
    expect(await named(ENGLISH)).toEqual(english)
    expect(await named({ "accept-language": "en" })).toEqual(english)
    expect(await named({})).toEqual(spanish)
    expect(await named(SPANISH)).toEqual(spanish)
    expect(await named({ "accept-language": "fr-FR, de;q=0.8" })).toEqual(spanish)
    // Weights decide, not order: Spanish is preferred here.
    expect(await named({ "accept-language": "en;q=0.4, es;q=0.9" })).toEqual(spanish)
  })

  it("names the billboard's show types and the function's promotions in English, show titles as they are", async () => {
    const cards = await ok(
      server.call<ReadonlyArray<ShowCard>>("GET", "/v2/EspectaculosCartel", undefined, { headers: ENGLISH }),
    )
    const englishTypes = new Set(catalog("showTypes.json").map((type) => type["cNombreEn"]))
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(englishTypes).toContain(card.oEspectaculoTipo.cNombre)
    const titles = new Set(catalog("shows.json").map((show) => show["cNombre"]))
    for (const card of cards) expect(titles).toContain(card.cEspectaculoCartelNombre)

    const performance = await ok(
      server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`, undefined, { headers: ENGLISH }),
    )
    expect(performance.oEstablecimiento.cNombre).toBe("Gran Corrientes Theatre")
    expect(performance.listaSector.map((sector) => sector.cNombre)).toEqual(["Stalls", "Dress circle", "Upper circle"])
    const spanish = await ok(
      server.call<Performance>("GET", `/v2/Funcion/${idFuncion}`, undefined, { headers: SPANISH }),
    )
    expect(spanish.listaSector.map((sector) => sector.cNombre)).toEqual(["Platea", "Pullman", "Tertulia"])
    const fixture = catalog("promotions.json").find((promotion) => promotion["idPromocion"] === BANK_PROMOTION)!
    expect(performance.listaPromocion.find((promotion) => promotion.idPromocion === BANK_PROMOTION)).toMatchObject({
      cNombre: fixture["cNombreEn"],
      cDescripcion: fixture["cDescripcionEn"],
    })
  })

  it("answers a purchase's delivery types, extras, payment methods and promotion in English", async () => {
    const { deliveries, products, methods, view } = await readyPurchase(ENGLISH, BANK_PROMOTION)
    expect(deliveries.map((type) => type.cNombre)).toEqual(
      catalog("deliveryTypes.json").map((type) => type["cNombreEn"]),
    )
    expect(methods.map((method) => method.cNombre)).toEqual(["Credit card", "Debit card"])
    expect(products.map((product) => [product.cNombre, product.cDescripcion])).toEqual([
      ["Parking", "A space in the venue's garage during the performance"],
      ["Printed programme", null],
    ])
    expect(view.listaFuncion[0]!.listaPromocion.map((promotion) => promotion.cNombre)).toEqual([
      "20% off with Banco Pampa Visa",
    ])
    expect(view.listaFuncion[0]!.oEspectaculo.cEstablecimientoNombre).toBe("Gran Corrientes Theatre")
    expect(view.listaFuncion[0]!.listaPosicion.map((place) => place.cSector)).toEqual(["Stalls", "Stalls"])
  })

  it("gives a decline's reason as a code, and a refused form field by its message key in the caller's language", async () => {
    const { held } = await readyPurchase(ENGLISH)
    const declined = await ok(
      server.call<PaymentStatus>(
        "POST",
        `/v2/Proceso/${held.idProcesoDeCompra}/Cobrar`,
        chargeForm(SandboxCard.declines),
        as(ENGLISH, held),
      ),
    )
    expect(declined).toMatchObject({ cEstado: "RECHAZADO", cMotivo: "FONDOS_INSUFICIENTES" })
    const polled = await ok(pollPayment(server, held, token))
    expect(polled.cMotivo).toBe("FONDOS_INSUFICIENTES")

    const expired = chargeForm(SandboxCard.approves, { nMesVencimiento: 1, nAnioVencimiento: 2020 })
    const inEnglish = await refusal(held, "/Cobrar", expired, ENGLISH)
    expect(inEnglish.status).toBe(400)
    expect(inEnglish.body.oData).toMatch(/^nMesVencimiento: /)
    expect(inEnglish.body.cClave).toMatch(/^validation\./)
    const inSpanish = await refusal(held, "/Cobrar", expired, SPANISH)
    expect(inSpanish.body.cClave).toBe(inEnglish.body.cClave)
    expect(inSpanish.body.oData).not.toBe(inEnglish.body.oData)

    const tooManyInstalments = await refusal(
      held,
      "/Cobrar",
      chargeForm(SandboxCard.approves, { nCuotas: 24 }),
      ENGLISH,
    )
    expect(tooManyInstalments.body).toMatchObject({
      oData: "nCuotas: This card doesn't offer that number of instalments: choose another option.",
      cClave: "payment.problems.installmentsNotOffered",
    })
  })

  describe("an order paid in English", () => {
    let orderId: number

    beforeAll(async () => {
      const { held } = await readyPurchase(ENGLISH, BANK_PROMOTION)
      const paid = await ok(
        server.call<PaymentStatus>(
          "POST",
          `/v2/Proceso/${held.idProcesoDeCompra}/Cobrar`,
          chargeForm(SandboxCard.approves),
          as(ENGLISH, held),
        ),
      )
      expect(paid.cEstado).toBe("APROBADO")
      orderId = paid.idPedido!
    })

    it("has its e-ticket in English, named in English, whatever the language of the download", async () => {
      const order = (await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, as(ENGLISH)))).listaPedido
      const tickets = order.find((candidate) => candidate.idPedido === orderId)!.listaFuncion[0]!.listaEntrada
      expect(tickets.every((ticket) => ticket.fCargoServicio > 0)).toBe(true)
      // The PDF writes its column labels in capitals.
      const spanishLabels = Object.values(locale("es").account.orders.eticketPdf)
        .flatMap(fixedParts)
        .map((label) => label.toUpperCase())
      for (const headers of [ENGLISH, SPANISH, {}]) {
        const pdf = await download(`/v2/Pedido/${orderId}/eticket.pdf`, headers)
        expect(pdf.status).toBe(200)
        expect(pdf.fileName).toBe(`tickets-order-${orderId}.pdf`)
        const text = textOf(pdf.body).toUpperCase()
        for (const english of [
          "E-TICKET · TICKET 1 OF 2",
          "SECTION",
          "ROW",
          "SEAT",
          "PRICE PAID:",
          `ORDER NO. ${orderId}`,
          "STALLS",
          "GRAN CORRIENTES THEATRE",
        ])
          expect(text).toContain(english)
        // Each ticket's price as paid (after the promotion, with its service charge), written for an English reader.
        for (const ticket of tickets)
          expect(text.replace(/\s+/gu, " ")).toContain(
            `PRICE PAID: ${formatMoney(ticket.fPrecio + ticket.fCargoServicio, TENANT_PRICE, "en")}`.replace(
              /\s+/gu,
              " ",
            ),
          )
        expect(text).not.toMatch(/\d\.\d{3}/u)
        expect(text).toContain("PROMOTION: 20% OFF WITH BANCO PAMPA VISA")
        for (const spanish of spanishLabels) expect(text, spanish).not.toContain(spanish)
      }
    })

    it("mails the confirmation in English", async () => {
      await confirmationMailed(server, orderId)
      const mail = lastMailTo(server.outboxDir, SHOPPER_EMAIL)
      expect(mail).toContain(`Subject: Your purchase is confirmed: order No. ${orderId}`)
      expect(mail).toContain("Delivery: Box office pickup")
      expect(mail).toContain("Total paid: ")
      expect(mail).not.toMatch(/Entrada|Entrega|Total pagado|confirmada/)
    })

    it("lists the order in the language of whoever reads the history", async () => {
      const history = async (headers: Record<string, string>) =>
        (await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, as(headers)))).listaPedido.find(
          (order) => order.idPedido === orderId,
        )!
      const english = await history(ENGLISH)
      expect(english.cEntregaTipo).toBe("Box office pickup")
      expect(english.listaFuncion[0]!.cEstablecimiento).toBe("Gran Corrientes Theatre")
      expect(english.listaFuncion[0]!.listaEntrada[0]!.cSector).toBe("Stalls")
      expect(english.listaFuncion[0]!.listaEntrada[0]!.cPromocion).toBe("20% off with Banco Pampa Visa")
      const spanish = await history(SPANISH)
      expect(spanish.cEntregaTipo).toBe("Retiro en boletería")
      expect(spanish.listaFuncion[0]!.listaEntrada[0]!.cSector).toBe("Platea")
      expect(spanish.listaFuncion[0]!.listaEntrada[0]!.cPromocion).toBe("20% de descuento con Visa del Banco Pampa")
    })
  })

  it("gives a database seeded before the English came the same English as the catalogue files (migration 012)", async () => {
    const migration = readFileSync(new URL("../../server/migrations/012_shopper_language.sql", import.meta.url), "utf8")
    const updates = migration
      .split(";")
      .filter((statement) => /^\s*UPDATE (show_types|delivery_types|payment_methods|promotions) /m.test(statement))
    expect(updates).toHaveLength(4)
    const englishNow = async () =>
      (
        await server.db.query<{ name_en: string | null; description_en: string | null }>(
          `SELECT name_en, NULL AS description_en FROM show_types UNION ALL SELECT name_en, NULL FROM delivery_types
           UNION ALL SELECT name_en, NULL FROM payment_methods UNION ALL SELECT name_en, description_en FROM promotions`,
        )
      ).rows
    const seeded = await englishNow()
    await server.db.transaction(async (tx) => {
      for (const table of ["show_types", "delivery_types"]) await tx.query(`UPDATE ${table} SET name_en = NULL`)
      // The wallets came later (migration 017), each with its English name: 012 knew only the cards.
      await tx.query("UPDATE payment_methods SET name_en = NULL WHERE kind <> 'BILLETERA'")
      await tx.query("UPDATE promotions SET name_en = NULL, description_en = NULL")
      for (const update of updates) await tx.query(update)
    })
    expect(await englishNow()).toEqual(seeded)
    expect(seeded.every((row) => row.name_en !== null)).toBe(true)
  })

  it("gives a database seeded before sectors and venues had English the catalogue files' names (migration 022)", async () => {
    const migration = readFileSync(
      new URL("../../server/migrations/022_english_place_names.sql", import.meta.url),
      "utf8",
    )
    const updates = migration
      .split(";")
      .filter((statement) => /^\s*UPDATE (map_sectors|venues|tickets) /m.test(statement))
    expect(updates).toHaveLength(3)
    const englishNow = async () =>
      (
        await server.db.query<{ name_en: string | null }>(
          `SELECT name_en FROM (SELECT id, 's' AS kind, name_en FROM map_sectors UNION ALL SELECT id, 'v', name_en FROM venues
             UNION ALL SELECT id, 't', sector_name_en FROM tickets) names ORDER BY kind, id`,
        )
      ).rows
    const seeded = await englishNow()
    await server.db.transaction(async (tx) => {
      for (const table of ["map_sectors", "venues"]) await tx.query(`UPDATE ${table} SET name_en = NULL`)
      await tx.query("UPDATE tickets SET sector_name_en = NULL")
      for (const update of updates) await tx.query(update)
    })
    expect(await englishNow()).toEqual(seeded)
    expect(seeded.every((row) => row.name_en !== null)).toBe(true)
  })

  it("keeps an order paid in Spanish in Spanish, even downloaded from an English shop", async () => {
    const { held } = await readyPurchase(SPANISH)
    const paid = await ok(
      server.call<PaymentStatus>(
        "POST",
        `/v2/Proceso/${held.idProcesoDeCompra}/Cobrar`,
        chargeForm(SandboxCard.approves),
        as(SPANISH, held),
      ),
    )
    const pdf = await download(`/v2/Pedido/${paid.idPedido}/eticket.pdf`, ENGLISH)
    expect(pdf.fileName).toBe(`entradas-pedido-${paid.idPedido}.pdf`)
    expect(textOf(pdf.body)).toContain(`Pedido N° ${paid.idPedido}`)
    await confirmationMailed(server, paid.idPedido!)
    expect(lastMailTo(server.outboxDir, SHOPPER_EMAIL)).toContain(
      `Subject: Tu compra está confirmada: pedido N° ${paid.idPedido}`,
    )
  })
})
