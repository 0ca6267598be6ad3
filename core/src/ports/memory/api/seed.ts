import type { ShowType } from "../../../contract/catalogue.js"
import type { DeliveryType, ExtraProduct, PaymentMethod } from "../../../contract/checkout.js"
import type { Customer } from "../../../contract/customer.js"
import type { Promotion } from "../../../contract/performance.js"
import type { ShowImage } from "../../../contract/purchase.js"
import type { Venue } from "../../../contract/venue.js"

/** A numbered sector has rows of seats; a general-admission one only a capacity. */
export type SectorLayout =
  | { readonly rows: ReadonlyArray<string>; readonly seatsPerRow: number }
  | { readonly capacity: number }

export interface SeedSector {
  readonly idSector: number
  readonly cNombre: string
  readonly fPrecio: number
  readonly fCargoServicio: number
  readonly layout: SectorLayout
}

export interface SeedPerformance {
  readonly idFuncion: number
  readonly idEspectaculoCartel: number
  /** Wall-clock start in Argentina, "YYYY-MM-DDTHH:mm". */
  readonly localStart: string
  readonly nMaximoPosiciones: number
  readonly sectors: ReadonlyArray<SeedSector>
  readonly promotions: ReadonlyArray<Promotion>
}

export interface SeedShow {
  readonly idEspectaculoCartel: number
  readonly cEspectaculoCartelNombre: string
  readonly cSeo: string
  readonly cDescripcion: string
  readonly cDescripcionEn: string | null
  readonly nDuracionMinutos: number | null
  readonly cClasificacion: string | null
  readonly idEspectaculoCartelTipo: number
  readonly idEspectaculoTipo: number
  readonly idEstablecimiento: number
  readonly images: ReadonlyArray<ShowImage>
  readonly lDestacado: boolean
}

export interface SeedCustomer {
  readonly customer: Customer
  /** Kept in clear: the memory Api is a test double; the real server hashes passwords. */
  readonly cClave: string
}

export type SeedProduct = Omit<ExtraProduct, "nCantidadSeleccionada">

/** Everything the memory Api starts with. */
export interface MemoryApiSeed {
  readonly showTypes: ReadonlyArray<ShowType>
  readonly venues: ReadonlyArray<Venue>
  readonly shows: ReadonlyArray<SeedShow>
  readonly performances: ReadonlyArray<SeedPerformance>
  readonly deliveryTypes: ReadonlyArray<DeliveryType>
  readonly extraProducts: ReadonlyArray<SeedProduct>
  readonly paymentMethods: ReadonlyArray<PaymentMethod>
  readonly customers: ReadonlyArray<SeedCustomer>
}

const posters = (cSeo: string): ReadonlyArray<ShowImage> =>
  (["WEB_DESTACADO", "WEB_CARTELERA", "WEB_MINIATURA"] as const).map((cTipoImagen) => ({
    cTipoImagen,
    cUrl: `/images/shows/${cSeo}-${cTipoImagen.toLowerCase()}.svg`,
  }))

/** Every demo function has a numbered stalls sector (Platea) and a general-admission floor (Campo). */
const demoPerformance = (idFuncion: number, idEspectaculoCartel: number, localStart: string): SeedPerformance => {
  const platea = idFuncion * 10 + 1
  const campo = idFuncion * 10 + 2
  return {
    idFuncion,
    idEspectaculoCartel,
    localStart,
    nMaximoPosiciones: 8,
    sectors: [
      {
        idSector: platea,
        cNombre: "Platea",
        fPrecio: 25000,
        fCargoServicio: 2500,
        layout: { rows: ["A", "B", "C"], seatsPerRow: 10 },
      },
      { idSector: campo, cNombre: "Campo", fPrecio: 15000, fCargoServicio: 1500, layout: { capacity: 40 } },
    ],
    promotions: [
      {
        idPromocion: idFuncion * 10 + 1,
        cNombre: "Estudiantes",
        cDescripcion: "20% de descuento presentando la libreta en el acceso",
        nPorcentajeDescuento: 20,
        nCantidadMinima: 1,
        nCantidadMaxima: 4,
        listaIdSector: [platea],
      },
      {
        idPromocion: idFuncion * 10 + 2,
        cNombre: "Preventa",
        cDescripcion: null,
        nPorcentajeDescuento: 10,
        nCantidadMinima: 1,
        nCantidadMaxima: 8,
        listaIdSector: [platea, campo],
      },
    ],
  }
}

const buenosAires = { idZona: 1, cNombre: "Ciudad de Buenos Aires" }
const cordoba = { idZona: 2, cNombre: "Córdoba" }

export const demoSeed: MemoryApiSeed = {
  showTypes: [
    { idEspectaculoTipo: 1, cNombre: "Teatro", nOrden: 1 },
    { idEspectaculoTipo: 2, cNombre: "Música", nOrden: 2 },
    { idEspectaculoTipo: 3, cNombre: "Stand-up", nOrden: 3 },
    { idEspectaculoTipo: 4, cNombre: "Infantiles", nOrden: 4 },
  ],
  venues: [
    {
      idEstablecimiento: 1,
      cNombre: "Teatro del Lago",
      cSeo: "teatro-del-lago",
      cDireccion: "Av. Corrientes 1234",
      cLocalidad: "San Nicolás",
      cProvincia: "Ciudad Autónoma de Buenos Aires",
      oZona: buenosAires,
    },
    {
      idEstablecimiento: 2,
      cNombre: "Anfiteatro Parque Sur",
      cSeo: "anfiteatro-parque-sur",
      cDireccion: "Bv. San Juan 500",
      cLocalidad: "Córdoba",
      cProvincia: "Córdoba",
      oZona: cordoba,
    },
  ],
  shows: [
    {
      idEspectaculoCartel: 101,
      cEspectaculoCartelNombre: "Hamlet",
      cSeo: "hamlet",
      cDescripcion: "La tragedia de Shakespeare en una puesta contemporánea.",
      cDescripcionEn: "Shakespeare's tragedy in a contemporary staging.",
      nDuracionMinutos: 150,
      cClasificacion: "+13",
      idEspectaculoCartelTipo: 1,
      idEspectaculoTipo: 1,
      idEstablecimiento: 1,
      images: posters("hamlet"),
      lDestacado: true,
    },
    {
      idEspectaculoCartel: 102,
      cEspectaculoCartelNombre: "Noche de Tango",
      cSeo: "noche-de-tango",
      cDescripcion: "Orquesta típica y bailarines en vivo.",
      cDescripcionEn: "A tango orchestra and dancers, live.",
      nDuracionMinutos: 90,
      cClasificacion: "ATP",
      idEspectaculoCartelTipo: 1,
      idEspectaculoTipo: 2,
      idEstablecimiento: 2,
      images: posters("noche-de-tango"),
      lDestacado: true,
    },
    {
      idEspectaculoCartel: 103,
      cEspectaculoCartelNombre: "Risas en Vivo",
      cSeo: "risas-en-vivo",
      cDescripcion: "Cuatro comediantes, una noche.",
      // No English text: the shop in English falls back to the Spanish one.
      cDescripcionEn: null,
      nDuracionMinutos: 80,
      cClasificacion: "+16",
      idEspectaculoCartelTipo: 1,
      idEspectaculoTipo: 3,
      idEstablecimiento: 1,
      images: posters("risas-en-vivo"),
      lDestacado: false,
    },
  ],
  performances: [
    demoPerformance(1001, 101, "2025-11-14T21:00"),
    demoPerformance(1002, 101, "2025-11-15T20:30"),
    demoPerformance(1003, 102, "2025-12-06T21:30"),
    demoPerformance(1004, 103, "2026-01-10T22:00"),
  ],
  deliveryTypes: [
    { idEntregaTipo: 1, cNombre: "E-ticket", cCodigo: "ETICKET", fPrecio: 0, lRequiereDomicilio: false },
    { idEntregaTipo: 2, cNombre: "Retiro en boletería", cCodigo: "BOLETERIA", fPrecio: 0, lRequiereDomicilio: false },
    { idEntregaTipo: 3, cNombre: "Envío a domicilio", cCodigo: "DOMICILIO", fPrecio: 3500, lRequiereDomicilio: true },
  ],
  extraProducts: [
    {
      idProducto: 1,
      cNombre: "Estacionamiento",
      cDescripcion: "Una plaza en el garaje de la sala",
      fPrecio: 4000,
      nCantidadMaxima: 2,
    },
    { idProducto: 2, cNombre: "Programa de mano", cDescripcion: null, fPrecio: 1500, nCantidadMaxima: 4 },
  ],
  paymentMethods: [
    { nFormaDePago: 1, cNombre: "Tarjeta de crédito", cTipo: "CREDITO" },
    { nFormaDePago: 2, cNombre: "Tarjeta de débito", cTipo: "DEBITO" },
  ],
  customers: [
    {
      cClave: "Boleteria2025",
      customer: {
        idCliente: 1,
        cEmail: "lucia@example.com",
        cNombre: "Lucía",
        cApellido: "Fernández",
        cGenero: "FEMENINO",
        cTipoDocumento: "DNI",
        cNumeroDocumento: "30123456",
        cTipoTelefono: "MOVIL",
        cTelefono: "1155550000",
        oFechaNacimiento: { nDia: 12, nMes: 3, nAnio: 1988 },
        cAlias: null,
        cUsuarioTelegram: null,
        cPais: "AR",
        lAlias: false,
        listaDomicilio: [
          {
            idClienteDomicilio: 1,
            cTipo: "PARTICULAR",
            cReferente: null,
            cCalle: "Av. Santa Fe",
            cNumero: "3200",
            cPiso: "4",
            cDepartamento: "B",
            cPais: "AR",
            cProvincia: "Ciudad Autónoma de Buenos Aires",
            cLocalidad: "Palermo",
            cCodigoPostal: "C1425",
            lPredeterminado: true,
          },
        ],
        listaTelefono: [{ idClienteTelefono: 1, cTipo: "MOVIL", cNumero: "1155550000", lPredeterminado: true }],
      },
    },
  ],
}

