import { describe, expect, it } from "vitest"
import { endpoints } from "@boleteria/core"

/**
 * SPEC §7's calls, as SPEC lists them (method and path; `{}` for each id). Every one must be an
 * operation of the endpoint table, so the server answers it, the adapters send it and
 * /v2/openapi.json documents it (tests/server/answers.test.ts calls every operation over HTTP).
 */
const PROCESS = "/v2/Proceso/{}"
const SPEC_CALLS: ReadonlyArray<string> = [
  // Catalogue, newsletter, contact
  "GET /v2/EspectaculosCartel",
  "POST /v2/EspectaculosCartel/Buscar",
  "GET /v2/EspectaculoCartel/{}",
  "GET /v2/Cartelera",
  "GET /v2/Tienda",
  "GET /v2/Establecimientos",
  "GET /v2/EspectaculoCartelTipos",
  "POST /v2/NewsLetter/Suscripcion",
  "POST /v2/Contacto",
  // Functions and seats
  "GET /v2/Funcion/{}",
  "POST /v2/Funcion/{}/Promociones",
  "POST /v2/Funcion/{}/Promociones/Grupo",
  "POST /v2/Reserva/{}/Promociones",
  `POST ${PROCESS}/Posiciones/Tomar`,
  `POST ${PROCESS}/Posiciones/TomarGrupo`,
  // Under /v2/Proceso/{id}
  `GET ${PROCESS}`,
  `GET ${PROCESS}/Proceso2`,
  `POST ${PROCESS}/invalidar`,
  `GET ${PROCESS}/TiposDeEntrega`,
  `POST ${PROCESS}/EntregaTipo/Seleccionar`,
  `POST ${PROCESS}/PreValidacion`,
  `POST ${PROCESS}/PreValidacion2`,
  `POST ${PROCESS}/Posiciones`,
  `POST ${PROCESS}/TomarReservaPorFuncion`,
  `POST ${PROCESS}/TomarReservaPorPosicion`,
  `POST ${PROCESS}/Posiciones/SoltarGrupo`,
  `POST ${PROCESS}/Posiciones/SoltarFuncion`,
  `POST ${PROCESS}/Posiciones/CambiarParaSector`,
  `GET ${PROCESS}/Tienda/ActivaParaFuncion/{}`,
  `GET ${PROCESS}/Tienda/ParaFuncion/{}`,
  `GET ${PROCESS}/ProductoAsignado/Lista/Obtener`,
  `POST ${PROCESS}/ProductoAsignado/Lista/Seleccionar`,
  `GET ${PROCESS}/FormasDePago`,
  `GET ${PROCESS}/FormasDePago2`,
  `POST ${PROCESS}/FormaDePago/Seleccionar`,
  `GET ${PROCESS}/FormaDePago/{}/Tarjetas/{}`,
  `POST ${PROCESS}/Cobrar`,
  `POST ${PROCESS}/Cobrar2`,
  `POST ${PROCESS}/Cobrar/Cancelar`,
  `GET ${PROCESS}/Bancard/Cancelar3DS`,
  `POST ${PROCESS}/Bancard/Confirmar3DS`,
  `DELETE ${PROCESS}/card/Bancard/borrar/{}`,
  `POST ${PROCESS}/card/BancardiFrame`,
  `POST ${PROCESS}/card/BancardiFrame2`,
  `POST ${PROCESS}/sbs/authentications`,
  `POST ${PROCESS}/sbs/authentication-setups`,
  `POST ${PROCESS}/sbs/Payment`,
  `GET ${PROCESS}/PayPalOrderCreate`,
  `GET ${PROCESS}/operacion/cambio/pago/{}`,
  `POST ${PROCESS}/operacion/cambio/{}/pagar`,
  "POST /v2/proceso/confirmacion/{}",
  // v3
  "POST /v3/procesodecompra",
  "GET /v3/procesodecompra/{}",
  // Customer
  "GET /v2/Cliente/Informacion",
  "GET /v2/Cliente/Externo",
  "GET /v2/Historial2",
  "POST /v2/Cliente/Insertar",
  "POST /v2/Cliente/Modificar/DatosPersonales",
  "POST /v2/Cliente/Modificar/Clave",
  "POST /v2/Cliente/CodigoRecupero",
  "POST /v2/Cliente/ModificarClave/CodigoRecupero",
  "POST /v2/Cliente/Domicilio/Insertar",
  "POST /v2/Cliente/Domicilio/{}/Modificar",
  "POST /v2/Cliente/Domicilio/{}/Eliminar",
  "POST /v2/Cliente/Telefono/Insertar",
  "POST /v2/Cliente/Telefono/{}/Modificar",
  "POST /v2/Cliente/Telefono/{}/Eliminar",
  "POST /v2/Cliente/Ingreso/Token",
]

const withoutIdNames = (path: string) => path.replace(/\{[^}]+\}/gu, "{}")

describe("SPEC §7's calls", () => {
  it("are all operations of the endpoint table", () => {
    const operations = new Set(
      Object.values(endpoints).map((endpoint) => `${endpoint.method} ${withoutIdNames(endpoint.path)}`),
    )
    expect(SPEC_CALLS.filter((call) => !operations.has(call))).toEqual([])
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length)
  })
})
