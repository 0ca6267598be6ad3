import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import { describe, expect, it } from "vitest"
import {
  Billboard,
  ShowCard,
  ShowTypeList,
  CardInstallments,
  DeliveryType,
  PaymentState,
  PaymentStatus,
  MAX_STORED_INT,
  Customer,
  DocumentType,
  endpoints,
  isFileAnswer,
  type Endpoint,
  type EndpointName,
  contractSchemas,
  REQUEST_PARTS,
  LanguageOption,
  NewsletterSubscription,
  Order,
  OrderHistory,
  Performance,
  ChargeRequest,
  PagingQuery,
  ShowSearchRequest,
  SignUpRequest,
  TakeBestAvailableRequest,
  TakeSeatsRequest,
  SandboxCard,
  DecodeError,
} from "@boleteria/core"
import { addressForm, chargeForm, signUpForm } from "../support/forms.js"

/** "ok" when the value decodes, otherwise the schema's message (which names the field). */
const decodeMessage = <A>(schema: Schema.Decoder<A>, value: unknown): string => {
  const result = Schema.decodeUnknownResult(schema)(value)
  return Result.isFailure(result) ? String(result.failure) : "ok"
}

const venue = {
  idEstablecimiento: 1,
  cNombre: "Teatro del Lago",
  cSeo: "teatro-del-lago",
  cDireccion: "Av. Corrientes 1234",
  cLocalidad: "San Nicolás",
  cProvincia: "Ciudad Autónoma de Buenos Aires",
  oZona: { idZona: 1, cNombre: "Ciudad de Buenos Aires" },
}

const functionDate = {
  dFuncion: "2025-11-14T21:00:00-03:00",
  oFuncionDiaDeLaSemana: { nDia: 5, cNombre: "viernes" },
  nFuncionDia: 14,
  nFuncionMes: 11,
  nFuncionAnio: 2025,
  nFuncionHora: 21,
  nFuncionMinuto: 0,
}

const showCard = {
  idEspectaculoCartel: 101,
  cEspectaculoCartelNombre: "Hamlet",
  cSeo: "hamlet",
  idEspectaculoCartelTipo: 1,
  oEspectaculoTipo: { idEspectaculoTipo: 1, cNombre: "Teatro", nOrden: 1 },
  oEstablecimiento: venue,
  listaImagenEspectaculoCartel: [{ cTipoImagen: "WEB_DESTACADO", cUrl: "/images/shows/hamlet.svg" }],
  fPrecioDesde: 15000,
  dProximaFuncion: "2025-11-15T00:00:00.000Z",
  lDestacado: true,
}

const performance = {
  idFuncion: 1001,
  idEspectaculoCartel: 101,
  cEspectaculoCartelNombre: "Hamlet",
  oEstablecimiento: venue,
  oFuncionFecha: functionDate,
  nMaximoPosiciones: 8,
  lAgotada: false,
  listaSector: [
    {
      idSector: 10011,
      cNombre: "Platea",
      lNumerada: true,
      fPrecio: 25000,
      fCargoServicio: 2500,
      nCapacidad: 2,
      nDisponibles: 1,
      listaPosicion: [
        { idPosicion: 1001001, cFila: "A", cButaca: "1", nX: 0, nY: 0, cEstado: "LIBRE" },
        { idPosicion: 1001002, cFila: "A", cButaca: "2", nX: 30, nY: 0, cEstado: "VENDIDA" },
      ],
    },
    {
      idSector: 10012,
      cNombre: "Campo",
      lNumerada: false,
      fPrecio: 15000,
      fCargoServicio: 1500,
      nCapacidad: 40,
      nDisponibles: 40,
      listaPosicion: [],
    },
  ],
  listaPromocion: [
    {
      idPromocion: 10011,
      cNombre: "Estudiantes",
      cDescripcion: null,
      cTipo: "PORCENTAJE",
      nPorcentajeDescuento: 20,
      nCantidadMinima: 1,
      nCantidadMaxima: 4,
      listaIdSector: [10011],
      listaBin: null,
    },
  ],
}

const address = { idClienteDomicilio: 7, ...addressForm({ cTipo: "LABORAL", cReferente: "Recepción" }) }

const customer = {
  idCliente: 1,
  cEmail: "lucia@example.com",
  cNombre: "Lucía",
  cApellido: "Fernández",
  cGenero: "NO_INFORMA",
  cTipoDocumento: "CI_EXTRANJERA",
  cNumeroDocumento: "4455667",
  cTipoTelefono: "FIJO",
  cTelefono: "01143210000",
  oFechaNacimiento: { nDia: 29, nMes: 2, nAnio: 1988 },
  cAlias: "luchi",
  cUsuarioTelegram: "@luchi",
  cPais: "PY",
  lAlias: true,
  listaDomicilio: [address],
  listaTelefono: [{ idClienteTelefono: 3, cTipo: "MOVIL", cNumero: "1155550000", lPredeterminado: true }],
}

const order = {
  idPedido: 1001,
  idProcesoDeCompra: 1001,
  cEstado: "PAGADO",
  dCompra: "2025-11-01T15:04:05.000Z",
  listaFuncion: [
    {
      idFuncion: 1001,
      cEspectaculo: "Hamlet",
      cEstablecimiento: "Teatro del Lago",
      dFuncion: "2025-11-14T21:00:00-03:00",
      listaEntrada: [
        {
          idEntrada: 1,
          cNumeroEntrada: "0000000001",
          idSector: 10011,
          cSector: "Platea",
          cFila: "A",
          cButaca: "1",
          cPromocion: "Estudiantes",
          fPrecio: 20000,
          fCargoServicio: 2000,
        },
      ],
    },
  ],
  cEntregaTipo: "Envío a domicilio",
  oDomicilioEntrega: address,
  fTotalEntradas: 20000,
  fTotalEntrega: 3500,
  fTotalQrAntifraude: 0,
  fTotalCargoServicio: 2500,
  fTotalProductos: 0,
  fTotalPagado: 26000,
  fTotalPendiente: 0,
  nCantidadPagos: 1,
  cUltimos4: "3704",
  listaComprobante: [
    {
      idComprobante: 1,
      cTipo: "NOTA_DE_CREDITO",
      cReferencia: "Devolución parcial",
      nPuntoDeVenta: 3,
      nNumeroComprobante: 12,
      cCAE: null,
      dEmision: "2025-11-02T10:00:00.000Z",
      lProcesando: true,
    },
  ],
}

const signUp = signUpForm("martina@example.com", { cTipoTelefono: "MOVIL", cTelefono: "1144440000" })

const charge = chargeForm(SandboxCard.approves, { nMesVencimiento: 11, nCuotas: 3 })

const search = {
  cBuscar: "tango",
  aListaidTipoDeEspectaculo: [2],
  idEstablecimiento: null,
  idZona: 2,
  cFecha: "ESTE_FIN_DE_SEMANA",
  dFecha: null,
}

describe("v2 contract schemas", () => {
  it("decode realistic answers of the catalogue and the function page", () => {
    expect(decodeMessage(ShowCard, showCard)).toBe("ok")
    expect(decodeMessage(Billboard, { listaDestacado: [showCard], listaEspectaculoCartel: [showCard] })).toBe("ok")
    expect(decodeMessage(ShowTypeList, { Lista: [{ idEspectaculoTipo: 2, cNombre: "Música", nOrden: 2 }] })).toBe("ok")
    expect(decodeMessage(Performance, performance)).toBe("ok")
  })

  it("decode realistic checkout answers", () => {
    const homeDelivery = {
      idEntregaTipo: 3,
      cNombre: "Envío a domicilio",
      cCodigo: "DOMICILIO",
      fPrecio: 3500,
      lRequiereDomicilio: true,
    }
    expect(decodeMessage(DeliveryType, homeDelivery)).toBe("ok")
    const installments = {
      nFormaDePago: 1,
      cCardBin: "450995",
      cMarca: "Visa",
      listaCuota: [{ nCuotas: 6, nRecargoPorcentaje: 15, fMontoCuota: 5271, fMontoTotal: 31625 }],
    }
    expect(decodeMessage(CardInstallments, installments)).toBe("ok")
    const needs3ds = {
      idProcesoDeCompra: 1001,
      cEstado: "REQUIERE_3DS",
      cMensaje: null,
      cUltimos4: "0604",
      cUrl3DS: "/sandbox/3ds/1001",
      idPedido: null,
    }
    expect(decodeMessage(PaymentStatus, needs3ds)).toBe("ok")
  })

  it("decode a customer, an order with a credit note still processing, and the history", () => {
    expect(decodeMessage(Customer, customer)).toBe("ok")
    expect(decodeMessage(Order, order)).toBe("ok")
    expect(decodeMessage(OrderHistory, { listaPedido: [order], listaReserva: [] })).toBe("ok")
  })

  it("decode the bodies the shop sends", () => {
    expect(decodeMessage(SignUpRequest, signUp)).toBe("ok")
    expect(decodeMessage(ChargeRequest, charge)).toBe("ok")
    expect(decodeMessage(ShowSearchRequest, search)).toBe("ok")
    expect(decodeMessage(PagingQuery, { cantXpagina: 10, pagina: 1 })).toBe("ok")
    expect(decodeMessage(TakeSeatsRequest, { idFuncion: 1001, listaIdPosicion: [1001001], idPromocion: null })).toBe(
      "ok",
    )
    expect(
      decodeMessage(TakeBestAvailableRequest, { idFuncion: 1001, idSector: 10012, nCantidad: 4, idPromocion: 10012 }),
    ).toBe("ok")
    expect(decodeMessage(NewsletterSubscription, { cNombre: "Ana", cMail: "ana@example.com" })).toBe("ok")
    const spanish = { locale: "es", title: "Español", titleResumido: "ES", image: "/images/flags/es.svg" }
    expect(decodeMessage(LanguageOption, spanish)).toBe("ok")
  })

  it("keeps the payment states the verification machine polls and the eleven document types", () => {
    expect(PaymentState.literals).toEqual([
      "VERIFICANDO",
      "PROCESANDO",
      "REQUIERE_3DS",
      "APROBADO",
      "PENDIENTE_CONFIRMACION",
      "RECHAZADO",
      "CANCELADO",
    ])
    expect(DocumentType.literals).toHaveLength(11)
  })

  it("reject bad input with a message naming the field", () => {
    expect(decodeMessage(Customer, { ...customer, cEmail: 42 })).toContain('["cEmail"]')
    expect(decodeMessage(Customer, { ...customer, cGenero: "F" })).toContain('["cGenero"]')
    expect(
      decodeMessage(DeliveryType, {
        idEntregaTipo: 9,
        cNombre: "Dron",
        cCodigo: "DRON",
        fPrecio: 0,
        lRequiereDomicilio: false,
      }),
    ).toContain('["cCodigo"]')
    expect(
      decodeMessage(PaymentStatus, {
        idProcesoDeCompra: 1,
        cEstado: "OK",
        cMensaje: null,
        cUltimos4: null,
        cUrl3DS: null,
        idPedido: null,
      }),
    ).toContain('["cEstado"]')
    const badBill = { ...order, listaComprobante: [{ ...order.listaComprobante[0], cTipo: "RECIBO" }] }
    expect(decodeMessage(Order, badBill)).toContain('["listaComprobante"][0]["cTipo"]')
    expect(decodeMessage(Order, { ...order, fTotalPendiente: -1 })).toContain('["fTotalPendiente"]')
    expect(decodeMessage(Performance, { ...performance, nMaximoPosiciones: 2.5 })).toContain('["nMaximoPosiciones"]')
  })

  it("reject request bodies that break the form rules, naming the field", () => {
    expect(decodeMessage(SignUpRequest, { ...signUp, cEmailConfirmacion: "otra@example.com" })).toContain(
      '["cEmailConfirmacion"]',
    )
    expect(decodeMessage(SignUpRequest, { ...signUp, cClaveConfirmacion: "Entradas2026" })).toContain(
      '["cClaveConfirmacion"]',
    )
    expect(decodeMessage(SignUpRequest, { ...signUp, cClave: "entradas", cClaveConfirmacion: "entradas" })).toContain(
      '["cClave"]',
    )
    expect(decodeMessage(SignUpRequest, { ...signUp, lAceptaTerminos: false })).toContain('["lAceptaTerminos"]')
    expect(decodeMessage(ChargeRequest, { ...charge, cCodigoSeguridad: "12" })).toContain('["cCodigoSeguridad"]')
    expect(decodeMessage(ChargeRequest, { ...charge, nMesVencimiento: 13 })).toContain('["nMesVencimiento"]')
    expect(decodeMessage(ChargeRequest, { ...charge, cTitular: "   " })).toContain('["cTitular"]')
    expect(decodeMessage(ShowSearchRequest, { ...search, cFecha: "FECHA" })).toContain('["dFecha"]')
    expect(decodeMessage(TakeSeatsRequest, { idFuncion: 1001, listaIdPosicion: [], idPromocion: null })).toContain(
      '["listaIdPosicion"]',
    )
    expect(decodeMessage(NewsletterSubscription, { cNombre: "Ana", cMail: "ana@" })).toContain('["cMail"]')
  })

  it("turn a mismatched answer into a DecodeError that names the field", () => {
    const result = Schema.decodeUnknownResult(Order)({
      ...order,
      listaFuncion: [{ ...order.listaFuncion[0], idFuncion: "x" }],
    })
    if (Result.isSuccess(result)) throw new Error("expected a failure")
    const error = DecodeError.fromSchemaError(result.failure)
    expect(error._tag).toBe("DecodeError")
    expect(error.field).toBe("listaFuncion.0.idFuncion")
    expect(error.message).toContain("Expected number")
  })
})

describe("contractSchemas", () => {
  const contract = contractSchemas()
  const definitions = contract.definitions as Record<string, Record<string, unknown>>
  const table = Object.entries(endpoints) as ReadonlyArray<[EndpointName, Endpoint]>
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

  it("has the schemas of every part of every endpoint of the table", () => {
    expect(Object.keys(contract.endpoints).sort()).toEqual(table.map(([name]) => name).sort())
    for (const [name, endpoint] of table) {
      const schemas = contract.endpoints[name]
      for (const part of REQUEST_PARTS)
        expect(schemas[part] !== undefined, `${name}.${part}`).toBe(endpoint[part] !== undefined)
      expect(schemas.answer === undefined, `${name}.answer`).toBe(isFileAnswer(endpoint.answer))
    }
  })

  it("names every schema of the table that carries an identifier, and refers to it there", () => {
    for (const [name, endpoint] of table) {
      const schemas = contract.endpoints[name]
      for (const part of REQUEST_PARTS) {
        const schema = endpoint[part]
        const identifier = schema === undefined ? undefined : SchemaAST.resolveIdentifier(schema.ast)
        if (identifier === undefined) continue
        expect(definitions, `${name}.${part}`).toHaveProperty([identifier])
        expect(schemas[part], `${name}.${part}`).toEqual(ref(identifier))
      }
      const answer = isFileAnswer(endpoint.answer) ? undefined : SchemaAST.resolveIdentifier(endpoint.answer.ast)
      if (answer !== undefined)
        expect((schemas.answer?.["properties"] as Record<string, unknown>)["oData"], name).toEqual(ref(answer))
    }
    // Bodies with a check on the whole object (the confirmations) are named like any other.
    expect(Object.keys(definitions)).toEqual(
      expect.arrayContaining([
        "SignUpRequest",
        "ChangePasswordRequest",
        "ResetPasswordRequest",
        "ShowSearchRequest",
        "PurchaseProcess",
      ]),
    )
  })

  it("wraps each answer in the success envelope and describes the error answer", () => {
    const answer = contract.endpoints.getCustomer.answer as {
      properties: Record<string, unknown>
      required: Array<string>
    }
    expect(answer.properties["nCode"]).toMatchObject({ enum: [200] })
    expect(answer.properties["oData"]).toEqual(ref("Customer"))
    expect(answer.required).toEqual(["nCode", "oData"])
    expect(contract.error).toEqual(ref("ErrorAnswer"))
    expect(definitions["ErrorAnswer"]).toMatchObject({
      required: ["nCode", "oData", "cClave"],
      properties: { oData: { type: "string", minLength: 1 }, cClave: { type: "string" } },
    })
  })

  it("points every $ref at a definition", () => {
    const refs = JSON.stringify(contract).match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    for (const found of refs) {
      const name = found.replace(/^"\$ref":"#\/components\/schemas\//, "").replace(/"$/, "")
      expect(definitions, found).toHaveProperty([name])
    }
  })

  it("keeps the field names, required keys, bounds and patterns", () => {
    const chargeRequest = definitions["ChargeRequest"] as { required: Array<string> }
    expect(chargeRequest.required).toEqual(expect.arrayContaining(["cNumeroTarjeta", "cCodigoSeguridad", "nCuotas"]))
    const bin = contract.endpoints.getCardInstallments.params as { properties: Record<string, unknown> }
    expect(bin.properties["cardBin"]).toMatchObject({ type: "string", pattern: "^\\d{6,8}$" })
    const status = definitions["PaymentStatus"] as { properties: Record<string, { enum?: Array<string> }> }
    expect(JSON.stringify(status.properties["cEstado"])).toContain("PENDIENTE_CONFIRMACION")
    const process = contract.endpoints.getProcess.params as { properties: Record<string, unknown> }
    expect(process.properties["idProcesoDeCompra"]).toEqual({ type: "integer", minimum: 0, maximum: MAX_STORED_INT })
    expect(JSON.stringify(contract)).not.toContain("NaN")
  })
})
