import {
  endpoints,
  NO_CREDENTIALS,
  NOTIFICATION_SIGNATURE_HEADER,
  notificationSigningText,
  SandboxCard,
  SUPPORT_KEY_HEADER,
  toWire,
  type AnswerOf,
  type Credentials,
  type EndpointName,
  type Endpoints,
  type RequestOf,
} from "@boleteria/core"
import { createHmac } from "node:crypto"
import { TEST_SUPPORT_KEY } from "@boleteria/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_CUSTOMER } from "../support/demoCustomer.js"
import { lastMailTo, recoveryCodeIn } from "../support/outbox.js"
import { documentValidator, fetchDocument, operationsOf, type DocumentValidator } from "../support/fuzz/document.js"
import { externalLoginCode } from "../support/fuzz/externalCode.js"
import { send } from "../support/fuzz/send.js"
import {
  addressForm,
  chargeForm,
  personalDataForm,
  phoneForm,
  searchForm,
  SIGN_UP_PASSWORD as PASSWORD,
  signUpForm,
} from "../support/forms.js"
import { openWaitingRoom } from "../../server/src/domain/waitingRoom/rooms.js"
import { fixtureTenant } from "../support/fixtures.js"
import { functionWithSector, seatsOfComingFunction } from "./support/flows.js"
import { pageVisited, supportLogOf } from "./support/supportLogs.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

const NEW_PASSWORD = "Platea2026"
const RESET_PASSWORD = "Pullman2027"

const EXTERNAL_TENANT = {
  loginSystem: "EXTERNAL_LOGIN",
  externalLogin: { loginUrl: "/idp/login", logoutUrl: "/idp/logout", updateDataUrl: "/idp/account" },
} as const

const ADDRESS = addressForm()

/** The wallets on, and the waiting rooms (only the function the queue test opens one for has a room). */
const WALLET_TENANT = {
  acceptedPayments: ["visa", "mastercard", "mercadoPago", "modo", "payPal"],
  flags: { ...fixtureTenant.flags, queueApi: true },
} as const
const WALLET_SECRET = "answers-wallet-secret"

/**
 * Calls every operation of the endpoint table against a running server, in the order a shopper
 * would, and checks each 200 answer against the schema `/v2/openapi.json` declares for it.
 */
describe("every operation answers what /v2/openapi.json declares (PGlite)", () => {
  let server: TestServer
  let external: TestServer
  let validator: DocumentValidator
  let operationNames: ReadonlyArray<EndpointName>
  const called = new Set<EndpointName>()

  /** Calls an operation through the table's wire form; the answer must be 200 and match the document. */
  const call = async <N extends EndpointName>(
    name: N,
    request: RequestOf<Endpoints[N]>,
    credentials: Partial<Credentials> = {},
    on: TestServer = server,
  ): Promise<AnswerOf<Endpoints[N]>> => {
    const answer = await send(
      on.url,
      toWire(endpoints[name], request as Readonly<Record<string, unknown>>, { ...NO_CREDENTIALS, ...credentials }),
    )
    const shown = answer.json === undefined ? answer.contentType : JSON.stringify(answer.json).slice(0, 300)
    expect(answer.status, `${name}: ${shown}`).toBe(200)
    called.add(name)
    if ("file" in endpoints[name].answer) {
      expect(answer.contentType, name).toMatch(/^application\/pdf/u)
      expect(new TextDecoder().decode(answer.bytes.slice(0, 5)), name).toBe("%PDF-")
      return { bytes: answer.bytes, fileName: "" } as AnswerOf<Endpoints[N]>
    }
    expect(validator.answerProblems(name, 200, answer.json), name).toEqual([])
    return (answer.json as { oData: AnswerOf<Endpoints[N]> }).oData
  }

  let email: string
  let token: string
  let seats: { readonly performanceId: number; readonly seatIds: ReadonlyArray<number> }
  let general: { readonly performance_id: number; readonly sector_id: number }

  beforeAll(async () => {
    ;[server, external] = await Promise.all([
      // PayPal on as well, so that PayPalOrderCreate answers; a known secret, so that the test signs as a wallet.
      startTestServer("pglite", { tenant: WALLET_TENANT, notificationSecret: WALLET_SECRET }),
      startTestServer("pglite", { tenant: EXTERNAL_TENANT }),
    ])
    const document = await fetchDocument(server.url)
    validator = documentValidator(document)
    operationNames = operationsOf(document).map((entry) => entry.name)
    seats = await seatsOfComingFunction(server, 4)
    general = await functionWithSector(server, false)
  })
  afterAll(() => Promise.all([server?.close(), external?.close()]))

  it("catalogue: billboard, search, a show, its function and promotions, newsletter and contact", async () => {
    expect((await call("getShowTypes", {})).Lista.length).toBeGreaterThan(0)
    expect((await call("getShows", {})).length).toBeGreaterThan(0)
    await call("getBillboard", {})
    await call("getShop", {})
    expect((await call("getVenues", {})).length).toBeGreaterThan(0)
    expect((await call("getVisitorCountry", {})).cPais).toBe("AR")
    expect((await call("getTenantSettings", {})).acceptedPayments).toEqual(WALLET_TENANT.acceptedPayments)
    await call("searchShows", {
      query: { cantXpagina: 10, pagina: 1 },
      body: searchForm(),
    })
    const idFuncion = seats.performanceId
    const performance = await call("getPerformance", {
      path: { idFuncion },
      query: { h: "abc123" },
      headers: { "x-country-code": "AR" },
    })
    const show = await call("getShow", {
      path: { idEspectaculoCartel: performance.idEspectaculoCartel },
      query: { h: "abc123" },
      headers: { "x-country-code": "AR" },
    })
    expect(show.listaFuncion.map((summary) => summary.idFuncion)).toContain(idFuncion)
    const sector = performance.listaSector.find((candidate) =>
      candidate.listaPosicion.some((seat) => seat.idPosicion === seats.seatIds[0]),
    )!
    await call("getPromotionsForSeats", { path: { idFuncion }, body: { listaIdPosicion: seats.seatIds.slice(0, 2) } })
    await call("getPromotionsForGroup", { path: { idFuncion }, body: { idSector: sector.idSector, nCantidad: 2 } })
    await call("subscribeNewsletter", { body: { cNombre: "Martina", cMail: "novedades@example.com" } })
    await call("sendContactMessage", {
      body: {
        cNombre: "Martina",
        cEmail: "martina@example.com",
        cTelefono: null,
        cAsunto: "Accesibilidad",
        cMensaje: "¿Hay rampa?\nGracias.",
      },
    })
  })

  it("customer: sign up, personal data, addresses, phones, password change, login and recovery", async () => {
    email = `respuestas-${Date.now()}@example.com`
    token = (await call("signUp", { body: signUpForm(email) })).token
    const customer = await call("getCustomer", {}, { token })
    await call(
      "updatePersonalData",
      { body: personalDataForm({ cAlias: "Martu", cTelefono: "1144445555", cTipoTelefono: "MOVIL" }) },
      { token },
    )
    const address = await call("addAddress", { body: ADDRESS }, { token })
    await call(
      "updateAddress",
      { path: { idClienteDomicilio: address.idClienteDomicilio }, body: { ...ADDRESS, cPiso: "5" } },
      { token },
    )
    const phone = await call("addPhone", { body: phoneForm({ cNumero: "1155556666" }) }, { token })
    await call(
      "updatePhone",
      {
        path: { idClienteTelefono: phone.idClienteTelefono },
        body: phoneForm({ cTipo: "FIJO", cNumero: "1143210000", lPredeterminado: false }),
      },
      { token },
    )
    await call("deletePhone", { path: { idClienteTelefono: phone.idClienteTelefono } }, { token })
    await call("deleteAddress", { path: { idClienteDomicilio: address.idClienteDomicilio } }, { token })
    const change = { cClaveActual: PASSWORD, cClaveNueva: NEW_PASSWORD, cClaveNuevaConfirmacion: NEW_PASSWORD }
    expect(await call("changePassword", { body: change }, { token })).toBeNull()
    await call("login", { body: { cEmail: email, cClave: NEW_PASSWORD } })
    await call("requestRecoveryCode", { body: { cEmail: email } })
    const cCodigo = recoveryCodeIn(lastMailTo(server.outboxDir, email))
    await call("resetPassword", {
      body: { cEmail: email, cCodigo, cClaveNueva: RESET_PASSWORD, cClaveNuevaConfirmacion: RESET_PASSWORD },
    })
    token = (await call("login", { body: { cEmail: email, cClave: RESET_PASSWORD } })).token
    expect(customer.cEmail).toBe(email)
  })

  it("purchase: take seats, change sector, choose delivery, products and payment, pay, read the history and documents", async () => {
    const idFuncion = seats.performanceId
    const [first, second] = seats.seatIds
    const started = await call(
      "takeSeats",
      { path: { idProcesoDeCompra: 0 }, body: { idFuncion, listaIdPosicion: [first!], idPromocion: null } },
      { token },
    )
    const idProcesoDeCompra = started.idProcesoDeCompra
    const mine = { token, purchaseKey: started.cClaveProceso }
    const path = { idProcesoDeCompra }
    await call("takeSeats", { path, body: { idFuncion, listaIdPosicion: [second!], idPromocion: null } }, mine)
    const performance = await call("getPerformance", { path: { idFuncion } })
    const otherSector = performance.listaSector
      .filter((sector) => !sector.listaPosicion.some((seat) => seat.idPosicion === first))
      .sort((a, b) => b.nDisponibles - a.nDisponibles)[0]!
    await call("changeSector", { path, body: { idFuncion, idSector: otherSector.idSector, idPromocion: null } }, mine)
    const place = { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1, idPromocion: null }
    await call("takeBestAvailable", { path, body: place }, mine)
    expect((await call("getProcess", { path }, mine)).oCantidadTotal.nCantidadTotal).toBe(3)
    const eTicket = (await call("getDeliveryTypes", { path }, mine)).find((type) => type.cCodigo === "ETICKET")!
    await call(
      "selectDeliveryType",
      { path, body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null } },
      mine,
    )
    await call("getExtraProducts", { path }, mine)
    await call("selectExtraProducts", { path, body: { listaProducto: [] } }, mine)
    const credit = (await call("getPaymentMethods", { path }, mine)).find((method) => method.cTipo === "CREDITO")!
    await call("selectPaymentMethod", { path, body: { nFormaDePago: credit.nFormaDePago } }, mine)
    await call(
      "getCardInstallments",
      { path: { idProcesoDeCompra, nFormaDePago: credit.nFormaDePago, cardBin: SandboxCard.approves.slice(0, 6) } },
      mine,
    )
    await call("prevalidate", { path }, mine)
    const paid = await call("charge", { path, body: chargeForm(SandboxCard.approves) }, mine)
    expect(paid.cEstado).toBe("APROBADO")
    await call("getPaymentStatus", { path }, mine)
    await call("getPaymentConfirmation", { path }, mine)

    const order = (await call("getOrderHistory", {}, { token })).listaPedido.find(
      (candidate) => candidate.idPedido === paid.idPedido,
    )!
    await call("getEticket", { path: { idPedido: order.idPedido } }, { token })
    await call(
      "getBill",
      { path: { idPedido: order.idPedido, idComprobante: order.listaComprobante[0]!.idComprobante } },
      { token },
    )
  })

  it("purchase: an anonymous purchase started on /v3 releases its places and is invalidated; a processing charge is cancelled", async () => {
    const idFuncion = seats.performanceId
    const anonymous = await call("startPurchase", {
      body: { idFuncion, listaIdPosicion: [seats.seatIds[2]!], idPromocion: null },
    })
    const path = { idProcesoDeCompra: anonymous.idProcesoDeCompra }
    const key = { purchaseKey: anonymous.cClaveProceso }
    // A hold is extended only in its last minutes.
    server.clock.set(Date.parse(anonymous.dVencimiento) - 60_000)
    expect((await call("extendHold", { path }, key)).nExtensiones).toBe(1)
    expect((await call("releaseFunction", { path, body: { idFuncion } }, key)).listaFuncion).toEqual([])
    await call(
      "takeBestAvailable",
      {
        path,
        body: { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1, idPromocion: null },
      },
      key,
    )
    expect(
      (await call("releaseGroup", { path, body: { idFuncion: general.performance_id } }, key)).listaFuncion,
    ).toEqual([])
    expect(await call("invalidateProcess", { path, body: { cOrigen: "INV001" } }, key)).toBeNull()

    const held = await call(
      "takeSeats",
      { path: { idProcesoDeCompra: 0 }, body: { idFuncion, listaIdPosicion: [seats.seatIds[3]!], idPromocion: null } },
      { token },
    )
    const pending = { idProcesoDeCompra: held.idProcesoDeCompra }
    const mine = { token, purchaseKey: held.cClaveProceso }
    const eTicket = (await call("getDeliveryTypes", { path: pending }, mine)).find(
      (type) => type.cCodigo === "ETICKET",
    )!
    await call(
      "selectDeliveryType",
      { path: pending, body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null } },
      mine,
    )
    const credit = (await call("getPaymentMethods", { path: pending }, mine)).find(
      (method) => method.cTipo === "CREDITO",
    )!
    await call("selectPaymentMethod", { path: pending, body: { nFormaDePago: credit.nFormaDePago } }, mine)
    expect((await call("charge", { path: pending, body: chargeForm(SandboxCard.settlesLater) }, mine)).cEstado).toBe(
      "PROCESANDO",
    )
    expect(await call("cancelCharge", { path: pending }, mine)).toBeNull()
  })

  it("external login: the provider's code buys a session that reads the external profile", async () => {
    const externalEmail = `externo-${Date.now()}@example.com`
    await call("signUp", { body: signUpForm(externalEmail) }, {}, external)
    const code = await externalLoginCode(external.url, externalEmail, PASSWORD)
    const session = await call("loginWithExternalCode", { body: { code } }, {}, external)
    expect((await call("getExternalProfile", {}, { token: session.token }, external)).cEmail).toBe(externalEmail)
  })

  it("bookings and the products shop: the demo customer buys her bookings; a function's products", async () => {
    const demo = {
      token: (await call("login", { body: { cEmail: DEMO_CUSTOMER.email, cClave: DEMO_CUSTOMER.password } })).token,
    }
    const [seated, general] = (await call("getOrderHistory", {}, demo)).listaReserva.toSorted(
      (a, b) => a.idReserva - b.idReserva,
    )
    expect(seated?.cEstado).toBe("VIGENTE")
    await call("getBookingPromotions", { path: { idReserva: seated!.idReserva } }, demo)
    const byFunction = await call(
      "takeBookingByFunction",
      {
        path: { idProcesoDeCompra: 0 },
        body: {
          idReserva: seated!.idReserva,
          idFuncion: seated!.idFuncion,
          idPromocion: null,
          lCondicionesAceptadas: true,
        },
      },
      demo,
    )
    const path = { idProcesoDeCompra: byFunction.idProcesoDeCompra }
    const mine = { ...demo, purchaseKey: byFunction.cClaveProceso }
    const place = general!.listaPosicion[0]!.idPosicion
    const body = {
      idReserva: general!.idReserva,
      idFuncion: general!.idFuncion,
      listaIdPosicion: [place],
      idPromocion: null,
      lCondicionesAceptadas: true,
    }
    await call("takeBookingByPlaces", { path, body }, mine)
    const places = await call("getProcessPlaces", { path, body: {} }, mine)
    expect(places.map((held) => held.idReserva).sort()).toEqual([
      seated!.idReserva,
      seated!.idReserva,
      general!.idReserva,
    ])
    const function_ = { idProceso: 0, idFuncion: seated!.idFuncion }
    expect(await call("isFunctionShopActive", { path: function_ })).toEqual({ lActiva: false })
    expect(await call("getFunctionProducts", { path: function_ })).toEqual([])
  })

  it("saved cards and 3-D Secure: save while paying, pay with it, delete it; Confirmar3DS, Cancelar3DS, the sbs trio", async () => {
    /** A purchase of one place, e-ticket and credit card chosen, ready to pay. */
    const ready = async () => {
      const body = { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1, idPromocion: null }
      const held = await call("takeBestAvailable", { path: { idProcesoDeCompra: 0 }, body }, { token })
      const path = { idProcesoDeCompra: held.idProcesoDeCompra }
      const mine = { token, purchaseKey: held.cClaveProceso }
      const eTicket = (await call("getDeliveryTypes", { path }, mine)).find((type) => type.cCodigo === "ETICKET")!
      const delivery = { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null }
      await call("selectDeliveryType", { path, body: delivery }, mine)
      const credit = (await call("getPaymentMethods", { path }, mine)).find((method) => method.cTipo === "CREDITO")!
      await call("selectPaymentMethod", { path, body: { nFormaDePago: credit.nFormaDePago } }, mine)
      return { path, mine }
    }
    const first = await ready()
    const saving = { ...chargeForm(SandboxCard.asksForThreeDs), lGuardarTarjeta: true }
    expect((await call("charge", { ...first, body: saving }, first.mine)).cEstado).toBe("REQUIERE_3DS")
    expect((await call("confirmThreeDs", { path: first.path }, first.mine)).cEstado).toBe("APROBADO")
    const [card] = await call("listSavedCards", {}, { token })
    const { cTipoDocumento, cNumeroDocumento, cEmail, oFechaNacimiento } = chargeForm()
    const bySavedCard = {
      cAliasToken: card!.cAliasToken,
      nCuotas: 1,
      cTipoDocumento,
      cNumeroDocumento,
      cEmail,
      oFechaNacimiento,
    }
    const second = await ready()
    expect((await call("charge", { path: second.path, body: bySavedCard }, second.mine)).cEstado).toBe("REQUIERE_3DS")
    expect((await call("cancelThreeDs", { path: second.path }, second.mine)).cEstado).toBe("CANCELADO")

    const alias = { cAliasToken: card!.cAliasToken }
    const setup = await call("setUpAuthentication", { path: second.path, body: alias }, second.mine)
    const authentication = await call(
      "authenticate",
      { path: second.path, body: { cReferencia: setup.cReferencia, oTarjeta: alias } },
      second.mine,
    )
    expect(authentication.cEstado).toBe("DESAFIO")
    await fetch(server.url + authentication.cUrlDesafio!, {
      method: "POST",
      body: new URLSearchParams({ resultado: "aprobar" }),
      redirect: "manual",
    })
    const payment = { cReferencia: setup.cReferencia, oPago: bySavedCard }
    expect((await call("payAuthenticated", { path: second.path, body: payment }, second.mine)).cEstado).toBe("APROBADO")

    const third = await ready()
    await call("startCardRegistration", { path: { idProcesoDeCompra: 0 } }, { token })
    await call("startCardRegistrationForPurchase", { path: third.path }, third.mine)
    await call("deleteSavedCard", { path: { idProcesoDeCompra: 0, alias_token: card!.cAliasToken } }, { token })
    expect(await call("listSavedCards", {}, { token })).toEqual([])
  })

  /** One general-admission place held by the customer, e-ticket chosen: a purchase ready for its payment. */
  const oneGeneralPlaceByETicket = async () => {
    const held = await call(
      "takeBestAvailable",
      {
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion: general.performance_id, idSector: general.sector_id, nCantidad: 1, idPromocion: null },
      },
      { token },
    )
    const path = { idProcesoDeCompra: held.idProcesoDeCompra }
    const mine = { token, purchaseKey: held.cClaveProceso }
    const eTicket = (await call("getDeliveryTypes", { path }, mine)).find((type) => type.cCodigo === "ETICKET")!
    await call(
      "selectDeliveryType",
      { path, body: { idEntregaTipo: eTicket.idEntregaTipo, idClienteDomicilio: null } },
      mine,
    )
    return { held, path, mine }
  }

  it("exchanges: the options of a paid order, the take of another function's places, their balance, the settlement", async () => {
    const { path, mine } = await oneGeneralPlaceByETicket()
    const credit = (await call("getPaymentMethods", { path }, mine)).find((method) => method.cTipo === "CREDITO")!
    await call("selectPaymentMethod", { path, body: { nFormaDePago: credit.nFormaDePago } }, mine)
    const { idPedido } = await call("charge", { path, body: chargeForm(SandboxCard.approves) }, mine)
    const options = await call("getExchangeOptions", { path: { idPedido: idPedido! } }, { token })
    const target = options.listaFuncion.find((line) =>
      line.listaSector.some((sector) => sector.idSector === general.sector_id),
    )!
    const exchange = { idFuncion: target.idFuncion, idSector: general.sector_id }
    const quote = await call(
      "takeExchange",
      { path: { idProcesoDeCompra: 0, idPedido: idPedido! }, body: exchange },
      { token },
    )
    const exchangePath = { idProcesoDeCompra: quote.idProcesoDeCompra, idPedido: idPedido! }
    expect((await call("getExchangeBalance", { path: exchangePath }, { token })).cTipoSaldo).toBe("SIN_DIFERENCIA")
    const settled = await call("payExchange", { path: exchangePath, body: { oTarjeta: null } }, { token })
    expect(settled.cEstado).toBe("APROBADO")
  })

  it("wallets: methods by provider, pre-validation, a Mercado Pago charge settled by its signed notification, a PayPal order, the attempts", async () => {
    const { path, mine } = await oneGeneralPlaceByETicket()
    const groups = await call("getPaymentMethods2", { path }, mine)
    const mercadoPago = groups.find((group) => group.cProveedor === "MERCADO_PAGO")!.listaFormaDePago[0]!
    expect((await call("prevalidate2", { path }, mine)).lValido).toBe(true)
    const started = await call("chargeWallet", { path, body: { nFormaDePago: mercadoPago.nFormaDePago } }, mine)
    expect((await call("createPayPalOrder", { path }, mine)).oAccionProveedor).toEqual(started.oAccionProveedor)
    const notification = {
      cIdNotificacion: "answers-1",
      cReferencia: started.oAccionProveedor!.cUrl.split("/").at(-1)!,
      cEstado: "APROBADO",
      // The amount the wallet was asked for: another would sell nothing.
      fMonto: (await call("getProcess2", { path }, mine)).listaIntento[0]!.fMonto,
      cMoneda: "ARS",
    } as const
    const signature = createHmac("sha256", WALLET_SECRET)
      .update(notificationSigningText("MERCADO_PAGO", notification))
      .digest("hex")
    const receipt = await call("receivePaymentNotification", {
      path: { cProveedor: "MERCADO_PAGO" },
      headers: { [NOTIFICATION_SIGNATURE_HEADER]: signature },
      body: notification,
    })
    expect(receipt.lAplicada).toBe(true)
    expect((await call("getProcess2", { path }, mine)).listaIntento.map((attempt) => attempt.cEstado)).toEqual([
      "APROBADO",
    ])
  })

  it("payment links and withdrawal: a link pays the purchase without a session; the paid order is withdrawn", async () => {
    const { held, path, mine } = await oneGeneralPlaceByETicket()
    const credit = (await call("getPaymentMethods", { path }, mine)).find((method) => method.cTipo === "CREDITO")!
    await call("selectPaymentMethod", { path, body: { nFormaDePago: credit.nFormaDePago } }, mine)
    const link = await call("createPaymentLink", { path }, mine)
    // The link's calls carry its token alone: no session, no purchase key.
    const byLink = { path, headers: { "x-clave-link": link.cToken } }
    expect((await call("getPaymentLink", byLink)).idProcesoDeCompra).toBe(held.idProcesoDeCompra)
    const bin = SandboxCard.approves.slice(0, 6)
    await call("getPaymentLinkInstallments", { ...byLink, path: { ...path, cardBin: bin } })
    const paid = await call("chargePaymentLink", { ...byLink, body: chargeForm(SandboxCard.approves) })
    expect(paid.cEstado).toBe("APROBADO")
    expect((await call("getPaymentLinkStatus", byLink)).idPedido).toBe(paid.idPedido)

    const listed = await call("getWithdrawableOrders", {}, { token })
    expect(listed.listaPedido.map((order) => order.idPedido)).toContain(paid.idPedido)
    const preview = await call("previewWithdrawal", { body: { idPedido: paid.idPedido!, cEmail: email } })
    expect(preview.idPedido).toBe(paid.idPedido)
    const withdrawn = await call("requestWithdrawal", { body: { idPedido: paid.idPedido!, cEmail: email } })
    const tracked = await call("getWithdrawal", { path: { cCodigoSeguimiento: withdrawn.cCodigoSeguimiento } })
    expect(tracked.idPedido).toBe(paid.idPedido)
  })

  it("waiting room: the queue check puts the device in line, its place comes with a turn, the check hands it back, it leaves", async () => {
    const idFuncion = [20501, 20502].find((id) => id !== seats.performanceId && id !== general.performance_id)!
    const rules = { ratePerMinute: 60, capacity: 10, turnMinutes: 15, graceMinutes: 3, opensBeforeMinutes: 60 }
    await openWaitingRoom(server.db, { ...rules, idFuncion, startsAt: server.clock.now() })
    const device = { deviceFingerprint: "answers-queue-device" }
    const query = { idFuncion }
    expect(await call("checkQueue", { query }, device)).toEqual({ redirect_url: `/cola/${idFuncion}`, colaTurno: null })
    server.clock.advance(2_000)
    const place = await call("getQueuePlace", { path: { idFuncion } }, device)
    expect(place).toMatchObject({ cEstado: "adentro", colaTurno: expect.any(String) as string })
    expect(await call("checkQueue", { query }, device)).toEqual({ redirect_url: null, colaTurno: place.colaTurno })
    expect(await call("leaveQueue", { query }, device)).toBeNull()
  })

  it("support inbox: a shopper's log is kept under a reference, which support reads with its key", async () => {
    const cRegistro = supportLogOf(pageVisited("/funcion/la-casa-de-los-espejos/10102"))
    const { cReferencia } = await call("sendSupportLog", { body: { cRegistro, cComentario: null } })
    const log = await call("getSupportLog", {
      path: { cReferencia },
      headers: { [SUPPORT_KEY_HEADER]: TEST_SUPPORT_KEY },
    })
    expect(log.cRegistro).toBe(cRegistro)
  })

  it("left no operation of the document uncalled", () => {
    expect([...called].sort()).toEqual([...operationNames].sort())
  })
})
