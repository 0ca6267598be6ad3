import { SandboxCard, type Bill, type Order, type OrderHistory, type PaymentStatus } from "@boleteria/core"
import { readFileSync } from "node:fs"
import { afterAll, beforeAll, expect, it } from "vitest"
import { chargeForm } from "../support/forms.js"
import { pagesOf, textOf } from "../support/pdf.js"
import { chooseETicketAndCredit, functionWithSector, ok, signUp, takeGroup } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

type Language = "es" | "en"
type Texts = { readonly [name: string]: string | Texts }

const HEADERS: Record<Language, Record<string, string>> = {
  en: { "accept-language": "en-GB,en;q=0.9" },
  es: { "accept-language": "es-AR" },
}

/** The bill PDF's texts in a language, straight from its locale file. */
const billTexts = (language: Language): ReadonlyArray<string> => {
  const locale = JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8")) as {
    account: { orders: { billPdf: Texts } }
  }
  const leaves = (texts: Texts): Array<string> =>
    Object.values(texts).flatMap((text) => (typeof text === "string" ? [text] : leaves(text)))
  return leaves(locale.account.orders.billPdf)
}

/** The words of a text around its placeholders ("Cliente: {{name}}" → "Cliente:"), the ones worth looking for. */
const fixedParts = (text: string): ReadonlyArray<string> =>
  text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4)

/** Money as the bill writes it in each language: to the cent, grouped as the language groups. */
const money = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === "es" ? "es-AR" : "en", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

/** The VAT a total of pesos contains at 21% (total × 21/121), to the cent, worked out here on its own. */
const vatIn = (total: number) => Math.round((Math.round(total * 100) * 21) / 121) / 100

/** What a bill's VAT is contained in: everything but the tickets, which the VAT law exempts. */
const taxedPart = (order: Order) =>
  order.fTotalCargoServicio + order.fTotalEntrega + order.fTotalQrAntifraude + order.fTotalProductos

describeOnEachDatabase("the Factura B in the purchase's language over HTTP on %s", (kind) => {
  let server: TestServer
  let token: string

  /** Buys two places with the approving card, charged from a shop in `language`; the paid order and its bill. */
  const buyIn = async (language: Language): Promise<{ order: Order; bill: Bill }> => {
    const place = await functionWithSector(server, true)
    const held = await ok(
      takeGroup(server, { idFuncion: place.performance_id, idSector: place.sector_id, nCantidad: 2 }, null, token),
    )
    await chooseETicketAndCredit(server, held, token)
    const paid = await ok(
      server.call<PaymentStatus>(
        "POST",
        `/v2/Proceso/${held.idProcesoDeCompra}/Cobrar`,
        chargeForm(SandboxCard.approves),
        {
          token,
          purchaseKey: held.cClaveProceso,
          headers: HEADERS[language],
        },
      ),
    )
    expect(paid.cEstado).toBe("APROBADO")
    const history = await ok(server.call<OrderHistory>("GET", "/v2/Historial2", undefined, token))
    const order = history.listaPedido.find((candidate) => candidate.idPedido === paid.idPedido)!
    return { order, bill: order.listaComprobante[0]! }
  }

  /** The bill's PDF as the shop downloads it, from a shop in `language`. */
  const download = async ({ order, bill }: { order: Order; bill: Bill }, language: Language) => {
    const response = await fetch(
      `${server.url}/v2/Pedido/${order.idPedido}/Comprobante/${bill.idComprobante}/comprobante.pdf`,
      { headers: { authorization: `Bearer ${token}`, ...HEADERS[language] } },
    )
    expect(response.status).toBe(200)
    const body = Buffer.from(await response.arrayBuffer())
    expect(pagesOf(body)).toHaveLength(1)
    return {
      fileName: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1],
      text: textOf(body),
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind)
    token = await signUp(server, `facturas-${kind}@example.com`)
  })
  afterAll(async () => {
    await server?.close()
  })

  it("bought in English: English labels, dates and amounts, the VAT contained and the law's legend, whatever the download's language", async () => {
    const bought = await buyIn("en")
    const total = bought.order.fTotalPagado
    const taxed = taxedPart(bought.order)
    expect(taxed).toBeGreaterThan(0)
    expect(taxed).toBeLessThan(total)
    const spanish = billTexts("es").flatMap(fixedParts)
    for (const shop of ["en", "es"] as const) {
      const { fileName, text } = await download(bought, shop)
      expect(fileName).toBe(`bill-${bought.bill.nPuntoDeVenta}-${bought.bill.nNumeroComprobante}.pdf`)
      // The official name and number stay as ARCA defines them.
      expect(text).toContain("FACTURA")
      expect(text).toContain(`Factura B 0003-${String(bought.bill.nNumeroComprobante).padStart(8, "0")}`)
      expect(text).toContain("Consumer Tax Transparency Regime (Ley 27.743)")
      expect(text).toContain(`VAT contained (21%): ${money(vatIn(taxed), "en")}`)
      expect(text).toContain(`Other national indirect taxes: ${money(0, "en")}`)
      expect(text).toContain(`Total amount (ARS)`)
      expect(text).toContain(money(total, "en"))
      expect(text).toContain(`CAE no.: ${bought.bill.cCAE}`)
      expect(text).toMatch(/Issue date: [A-Z][a-z]{2} \d{1,2}, \d{4}/)
      expect(text).toMatch(/CAE expiry date: [A-Z][a-z]{2} \d{1,2}, \d{4}/)
      expect(text).toContain("VAT status: final consumer")
      expect(text).toContain(`Delivery: ${bought.order.cEntregaTipo}`)
      for (const label of spanish) expect(text, label).not.toContain(label)
      expect(text).not.toMatch(/IVA|Consumidor|Cliente|Fecha|Importe|Entradas|Régimen|Comprobante/)
    }
  })

  it("bought in Spanish: Spanish labels, dates and amounts, the IVA contenido and the legend, even downloaded from an English shop", async () => {
    const bought = await buyIn("es")
    const total = bought.order.fTotalPagado
    const taxed = taxedPart(bought.order)
    const english = billTexts("en").flatMap(fixedParts)
    const { fileName, text } = await download(bought, "en")
    expect(fileName).toBe(`factura-${bought.bill.nPuntoDeVenta}-${bought.bill.nNumeroComprobante}.pdf`)
    expect(text).toContain("Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)")
    expect(text).toContain(`IVA contenido (21%): ${money(vatIn(taxed), "es")}`)
    expect(text).toContain(`Otros impuestos nacionales indirectos: ${money(0, "es")}`)
    expect(text).toContain("Importe total (ARS)")
    expect(text).toContain(money(total, "es"))
    expect(text).toMatch(/Fecha de emisión: \d{2}\/\d{2}\/\d{4}/)
    expect(text).toContain("Condición frente al IVA: Consumidor Final")
    for (const label of english) expect(text, label).not.toContain(label)
  })
})
