import {
  SandboxCard,
  type Authentication,
  type AuthenticationSetup,
  type CardRegistration,
  type PaymentStatus,
  type PurchaseProcess,
  type SavedCard,
} from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chargeForm } from "../support/forms.js"
import { chooseETicketAndCredit, functionWithSector, ok, onPurchase, signUp, takeGroup } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

/** The holder's part of the payment form with a saved card: no number, no security code. */
const savedCardForm = (cAliasToken: string) => {
  const { cTipoDocumento, cNumeroDocumento, cEmail, oFechaNacimiento } = chargeForm()
  return { cAliasToken, nCuotas: 1, cTipoDocumento, cNumeroDocumento, cEmail, oFechaNacimiento }
}

/** Every text the database holds, table by table, to look for a card number in. */
const databaseText = async (server: TestServer): Promise<string> => {
  const { rows } = await server.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  )
  const dumps = await Promise.all(
    rows.map(async ({ table_name }) => JSON.stringify((await server.db.query(`SELECT * FROM "${table_name}"`)).rows)),
  )
  return dumps.join("\n")
}

describeOnEachDatabase("saved cards and 3-D Secure over HTTP on %s", (kind) => {
  let server: TestServer
  let place: { idFuncion: number; idSector: number }
  const logLines: Array<string> = []
  let customers = 0

  const newCustomer = () => signUp(server, `tarjetas${++customers}-${kind}@example.com`)
  const readyPurchase = async (token: string): Promise<PurchaseProcess> => {
    const purchase = await ok(takeGroup(server, { ...place, nCantidad: 1 }, null, token))
    await chooseETicketAndCredit(server, purchase, token)
    return purchase
  }
  const pay = (purchase: PurchaseProcess, token: string, body: unknown) =>
    onPurchase<PaymentStatus>(server, purchase, "POST", "/Cobrar", body, token)
  const cardsOf = (token: string) =>
    ok(server.call<ReadonlyArray<SavedCard>>("GET", "/v2/Cliente/Tarjetas", undefined, token))

  beforeAll(async () => {
    server = await startTestServer(kind, { log: (fields) => void logLines.push(JSON.stringify(fields)) })
    const general = await functionWithSector(server, false)
    place = { idFuncion: general.performance_id, idSector: general.sector_id }
  })
  afterAll(() => server?.close())

  it("saves a card while paying, pays again with it, and deletes it (only its owner); never keeps the number", async () => {
    const token = await newCustomer()
    const first = await readyPurchase(token)
    const paid = await ok(pay(first, token, { ...chargeForm(SandboxCard.approves), lGuardarTarjeta: true }))
    expect(paid.cEstado).toBe("APROBADO")

    const [card, ...others] = await cardsOf(token)
    expect(others).toEqual([])
    expect(card).toMatchObject({
      cMarca: "Visa",
      cBin: SandboxCard.approves.slice(0, 6),
      cUltimos4: SandboxCard.approves.slice(-4),
      nMesVencimiento: 12,
      nAnioVencimiento: 2030,
      // The holder's part of the payment that saved it: the card form fills it in next time.
      oTitular: {
        cTipoDocumento: "DNI",
        cNumeroDocumento: chargeForm().cNumeroDocumento,
        oFechaNacimiento: chargeForm().oFechaNacimiento,
      },
    })
    expect(await databaseText(server)).not.toContain(SandboxCard.approves)
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.join("\n")).not.toContain(SandboxCard.approves)

    const second = await readyPurchase(token)
    const newHolder = { cNumeroDocumento: "30111222", oFechaNacimiento: { nDia: 2, nMes: 11, nAnio: 1979 } } as const
    const again = await ok(pay(second, token, { ...savedCardForm(card!.cAliasToken), ...newHolder }))
    expect(again).toMatchObject({ cEstado: "APROBADO", cUltimos4: SandboxCard.approves.slice(-4) })
    // The last payment's holder is the one remembered.
    expect((await cardsOf(token))[0]?.oTitular).toMatchObject(newHolder)

    // Another customer can neither pay with it nor delete it: to them it does not exist.
    const stranger = await newCustomer()
    const theirs = await readyPurchase(stranger)
    expect(await pay(theirs, stranger, savedCardForm(card!.cAliasToken))).toMatchObject({ status: 400 })
    const deletePath = (id: number) => `/v2/Proceso/${id}/card/Bancard/borrar/${card!.cAliasToken}`
    expect(await server.call("DELETE", deletePath(0), undefined, stranger)).toMatchObject({ status: 404 })
    expect(await cardsOf(token)).toHaveLength(1)
    expect(await server.call("DELETE", deletePath(0), undefined, token)).toMatchObject({ status: 200 })
    expect(await cardsOf(token)).toEqual([])
    expect(await server.call("DELETE", deletePath(0), undefined, token)).toMatchObject({ status: 404 })
  })

  it("does not save a declined card, nor one paid without asking", async () => {
    const token = await newCustomer()
    const declined = await ok(
      pay(await readyPurchase(token), token, { ...chargeForm(SandboxCard.declines), lGuardarTarjeta: true }),
    )
    expect(declined.cEstado).toBe("RECHAZADO")
    await ok(pay(await readyPurchase(token), token, chargeForm(SandboxCard.approves)))
    expect(await cardsOf(token)).toEqual([])
  })

  it("BancardiFrame's page saves a card from the account; BancardiFrame2 returns to the purchase", async () => {
    const token = await newCustomer()
    const registration = await ok(
      server.call<CardRegistration>("POST", "/v2/Proceso/0/card/BancardiFrame", undefined, token),
    )
    expect(registration.cUrl).toBe(`/sandbox/bancard/tarjeta/${registration.cProcesoId}`)
    const page = await fetch(server.url + registration.cUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('name="number"')
    const form = (number: string) =>
      new URLSearchParams({ number, holder: "MARTINA SUAREZ", month: "10", year: "2032", code: "123" })
    const wrong = await fetch(server.url + registration.cUrl, {
      method: "POST",
      body: form("4111"),
      redirect: "manual",
    })
    expect(wrong.status).toBe(400)
    const saved = await fetch(server.url + registration.cUrl, {
      method: "POST",
      body: form(SandboxCard.approves),
      redirect: "manual",
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get("location")).toBe("/myCards")
    expect(await cardsOf(token)).toMatchObject([{ cUltimos4: "3704", nMesVencimiento: 10, nAnioVencimiento: 2032 }])
    // The page is used up.
    expect((await fetch(server.url + registration.cUrl)).status).toBe(404)

    const purchase = await readyPurchase(token)
    const forPurchase = await ok(
      onPurchase<CardRegistration>(server, purchase, "POST", "/card/BancardiFrame2", undefined, token),
    )
    const back = await fetch(server.url + forPurchase.cUrl, {
      method: "POST",
      body: form(SandboxCard.asksForThreeDs),
      redirect: "manual",
    })
    expect(back.headers.get("location")).toBe(`/BuyTicket/${purchase.idProcesoDeCompra}`)
    expect(await cardsOf(token)).toHaveLength(2)
    expect(await databaseText(server)).not.toContain(SandboxCard.asksForThreeDs)
  })

  it("Confirmar3DS finishes the 3-D Secure step of a saved card's charge; Cancelar3DS abandons it", async () => {
    const token = await newCustomer()
    const asking = await ok(
      pay(await readyPurchase(token), token, { ...chargeForm(SandboxCard.asksForThreeDs), lGuardarTarjeta: true }),
    )
    expect(asking.cEstado).toBe("REQUIERE_3DS")
    const [card] = await cardsOf(token)

    const purchase = await readyPurchase(token)
    expect((await ok(pay(purchase, token, savedCardForm(card!.cAliasToken)))).cEstado).toBe("REQUIERE_3DS")
    const confirmed = await ok(
      onPurchase<PaymentStatus>(server, purchase, "POST", "/Bancard/Confirmar3DS", undefined, token),
    )
    expect(confirmed).toMatchObject({ cEstado: "APROBADO" })
    expect(confirmed.idPedido).not.toBeNull()

    const abandoned = await readyPurchase(token)
    expect((await ok(pay(abandoned, token, savedCardForm(card!.cAliasToken)))).cEstado).toBe("REQUIERE_3DS")
    const cancelled = await ok(
      onPurchase<PaymentStatus>(server, abandoned, "GET", "/Bancard/Cancelar3DS", undefined, token),
    )
    expect(cancelled).toMatchObject({ cEstado: "CANCELADO", cMotivo: "CANCELADO_POR_EL_COMPRADOR" })
    // The holds stay: the shopper pays again with another card.
    expect((await ok(pay(abandoned, token, chargeForm(SandboxCard.approves)))).cEstado).toBe("APROBADO")
    // Another customer's purchase is not theirs to confirm.
    const stranger = await newCustomer()
    expect(await onPurchase(server, abandoned, "POST", "/Bancard/Confirmar3DS", undefined, stranger)).toMatchObject({
      status: 404,
    })
  })

  describe("3-D Secure 2 (sbs)", () => {
    const setUp = (purchase: PurchaseProcess, token: string, card: unknown) =>
      ok(onPurchase<AuthenticationSetup>(server, purchase, "POST", "/sbs/authentication-setups", card, token))
    const authenticate = (purchase: PurchaseProcess, token: string, cReferencia: string, oTarjeta: unknown) =>
      onPurchase<Authentication>(server, purchase, "POST", "/sbs/authentications", { cReferencia, oTarjeta }, token)
    const payAuthenticated = (purchase: PurchaseProcess, token: string, cReferencia: string, oPago: unknown) =>
      onPurchase<PaymentStatus>(server, purchase, "POST", "/sbs/Payment", { cReferencia, oPago }, token)

    it("frictionless: set up, authenticated at once, paid; the reference pays once", async () => {
      const token = await newCustomer()
      const purchase = await readyPurchase(token)
      const card = { cNumeroTarjeta: SandboxCard.approves }
      const setup = await setUp(purchase, token, card)
      expect(setup.cUrlDatosDispositivo).toBe(`/sandbox/sbs/dispositivo/${setup.cReferencia}`)
      // Paying before the bank authenticated is refused.
      expect(await payAuthenticated(purchase, token, setup.cReferencia, chargeForm())).toMatchObject({ status: 400 })
      const authentication = await ok(authenticate(purchase, token, setup.cReferencia, card))
      expect(authentication).toEqual({ cReferencia: setup.cReferencia, cEstado: "AUTENTICADO", cUrlDesafio: null })
      // Another card than the authenticated one is refused.
      expect(
        await payAuthenticated(purchase, token, setup.cReferencia, chargeForm(SandboxCard.approvesOtherBank)),
      ).toMatchObject({ status: 400 })
      const paid = await ok(payAuthenticated(purchase, token, setup.cReferencia, chargeForm()))
      expect(paid.cEstado).toBe("APROBADO")
      const reused = await readyPurchase(token)
      expect(await payAuthenticated(reused, token, setup.cReferencia, chargeForm())).toMatchObject({ status: 400 })
    })

    it("challenge: the bank's page must be passed, then the 3-D Secure card pays with no further step", async () => {
      const token = await newCustomer()
      const purchase = await readyPurchase(token)
      const card = { cNumeroTarjeta: SandboxCard.asksForThreeDs }
      const setup = await setUp(purchase, token, card)
      const authentication = await ok(authenticate(purchase, token, setup.cReferencia, card))
      expect(authentication.cEstado).toBe("DESAFIO")
      expect(authentication.cUrlDesafio).toBe(`/sandbox/sbs/desafio/${setup.cReferencia}`)
      const form = chargeForm(SandboxCard.asksForThreeDs)
      expect(await payAuthenticated(purchase, token, setup.cReferencia, form)).toMatchObject({ status: 400 })

      const challenge = await fetch(server.url + authentication.cUrlDesafio!)
      expect(await challenge.text()).toContain("3220")
      const answered = await fetch(server.url + authentication.cUrlDesafio!, {
        method: "POST",
        body: new URLSearchParams({ resultado: "aprobar" }),
        redirect: "manual",
      })
      expect(answered.headers.get("location")).toBe(`/BuyTicket/${purchase.idProcesoDeCompra}`)
      const paid = await ok(payAuthenticated(purchase, token, setup.cReferencia, form))
      expect(paid.cEstado).toBe("APROBADO")
    })

    it("a saved card is authenticated by its alias; a refused challenge pays nothing", async () => {
      const token = await newCustomer()
      await ok(
        pay(await readyPurchase(token), token, { ...chargeForm(SandboxCard.asksForThreeDs), lGuardarTarjeta: true }),
      )
      const [card] = await cardsOf(token)
      const purchase = await readyPurchase(token)
      const alias = { cAliasToken: card!.cAliasToken }
      const setup = await setUp(purchase, token, alias)
      const authentication = await ok(authenticate(purchase, token, setup.cReferencia, alias))
      expect(authentication.cEstado).toBe("DESAFIO")
      await fetch(server.url + authentication.cUrlDesafio!, {
        method: "POST",
        body: new URLSearchParams({ resultado: "rechazar" }),
        redirect: "manual",
      })
      expect(
        await payAuthenticated(purchase, token, setup.cReferencia, savedCardForm(card!.cAliasToken)),
      ).toMatchObject({ status: 400 })
      // Someone else's alias cannot even be set up.
      const stranger = await newCustomer()
      const theirs = await readyPurchase(stranger)
      expect(await onPurchase(server, theirs, "POST", "/sbs/authentication-setups", alias, stranger)).toMatchObject({
        status: 400,
      })
    })
  })
})
