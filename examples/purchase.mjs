// Two seats held through @boleteria/core's machines, on a memory backend, in plain Node.
// After `npm install @boleteria/core effect xstate`:  node purchase.mjs
import {
  CatalogFileSchemas,
  connectCart,
  connectPurchaseTimer,
  formatClock,
  formatFunctionDate,
  formatPrice,
  machineSettings,
  makeMemoryKeyValueStore,
  ManualClock,
  MemoryTabHub,
  SeatMapFile,
  startLiveTab,
  TenantConfig,
  TenantFlags,
} from "@boleteria/core"
import { createMemoryBackend } from "@boleteria/core/testing"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

// The tenant: what a tenant.json holds, decoded with core's schema (a wrong field throws, naming it).
const tenant = Schema.decodeUnknownSync(TenantConfig)({
  name: "Boletería de ejemplo",
  headerStyle: 11,
  footerStyle: 11,
  copyrightYear: 2026,
  loginSystem: "OWN_SELF_LOGIN",
  processType: "CART",
  externalLogin: null,
  locales: { default: "es", fallback: "es", enabled: ["es", "en"] },
  countryId: 82,
  countryCode: "AR",
  price: { locale: "es-AR", decimals: 0, currencyPrefix: "$ ", currency: "ARS" },
  cardLocale: "ar",
  purchase: { clockMinutes: 12, tickMs: 1000, alertSeconds: 120 },
  session: { validityMinutes: 180, greetingDelayMs: 3000, overlayHideMs: 3000 },
  paymentVerification: { attempts: 60, stepMs: 2000 },
  billboard: { initial: 10, loadMore: 15, featured: 3 },
  search: { minLength: 3 },
  header: { maxCategories: 6 },
  dialogWidth: { xs: "86%", sm: "70%", other: "500px" },
  chunkLoadTimeoutMs: 120000,
  cardSecurityCodeLengths: [3, 4],
  apiBase: "",
  telemetryPixelUrl: null,
  themePrimaryColor: "#c8102e",
  // The shop's switches (SPEC §9); the purchase machines read none of them.
  flags: Object.fromEntries(Object.keys(TenantFlags.fields).map((flag) => [flag, flag === "cart"])),
})

// A billboard of one show in the format of the repository's fixtures/catalog files.
const FUNCTION = 101
const files = {
  showTypes: [{ idEspectaculoTipo: 1, cNombre: "Teatro", cNombreEn: "Theatre", nOrden: 1 }],
  zones: [{ idZona: 1, cNombre: "CABA" }],
  venues: [
    {
      idEstablecimiento: 1,
      cNombre: "Teatro del Pasaje",
      cNombreEn: "Pasaje Theatre",
      cSeo: "teatro-del-pasaje",
      cDireccion: "Pasaje Carabelas 250",
      cLocalidad: "San Nicolás",
      cProvincia: "Ciudad Autónoma de Buenos Aires",
      idZona: 1,
      cMapa: "sala-chica",
    },
  ],
  seatMaps: [
    {
      cMapa: "sala-chica",
      nAncho: 300,
      nAlto: 200,
      listaSector: [
        {
          cCodigo: "PLATEA",
          cNombre: "Platea",
          cNombreEn: "Stalls",
          lNumerada: true,
          listaFila: [
            { cFila: "A", nAsientos: 8, nX: 45, nY: 60, nPaso: 30, nCurva: 0 },
            { cFila: "B", nAsientos: 8, nX: 45, nY: 100, nPaso: 30, nCurva: 0 },
          ],
        },
      ],
    },
  ],
  shows: [
    {
      idEspectaculoCartel: 1,
      cNombre: "Tango en el andén",
      cSeo: "tango-en-el-anden",
      idEspectaculoTipo: 1,
      idEstablecimiento: 1,
      cDescripcion: "Una orquesta típica espera el último tren.",
      cDescripcionEn: "A tango orchestra waits for the last train.",
      nDuracionMinutos: 90,
      cClasificacion: "ATP",
      lDestacado: false,
      listaFuncion: [{ idFuncion: FUNCTION, nDiaRelativo: 3, cHora: "21:00" }],
      listaPrecio: [{ cCodigoSector: "PLATEA", fPrecio: 18000, fCargoServicio: 1800 }],
    },
  ],
  promotions: [],
  // A text a shopper reads comes in Spanish and English (cNombre, cNombreEn); the shopper's language picks.
  deliveryTypes: [
    {
      idEntregaTipo: 1,
      cNombre: "E-ticket",
      cNombreEn: "E-ticket",
      cCodigo: "ETICKET",
      fPrecio: 0,
      lRequiereDomicilio: false,
    },
  ],
  paymentMethods: [{ nFormaDePago: 1, cNombre: "Tarjeta de crédito", cNombreEn: "Credit card", cTipo: "CREDITO" }],
  cardInstallments: [
    {
      cBin: "*",
      cBanco: "Cualquier banco",
      cMarca: "VISA",
      listaCuota: [{ nCuotas: 1, nRecargoPorcentaje: 0, lSinInteres: true }],
    },
  ],
}

// Each file decoded with the schema the reference server reads it with.
const decodeFile = (name) => Schema.decodeUnknownSync(CatalogFileSchemas[name].schema)(files[name])
const catalog = {
  ...Object.fromEntries(Object.keys(CatalogFileSchemas).map((name) => [name, decodeFile(name)])),
  seatMaps: files.seatMaps.map((map) => Schema.decodeUnknownSync(SeatMapFile)(map)),
}

// The ports: a clock that moves when told (2 March 2026, noon in Buenos Aires), a memory
// backend on that clock, a tab channel, a key-value store. A browser passes its own.
const clock = new ManualClock(Date.UTC(2026, 2, 2, 15, 0))
const backend = createMemoryBackend({ catalog, tenant, now: () => clock.nowMs })
const api = backend.client()
let cards = 0
const tab = startLiveTab(
  {
    api,
    clock,
    channel: new MemoryTabHub().tab(1),
    store: makeMemoryKeyValueStore(),
    newRef: () => `card-${++cards}`,
  },
  machineSettings(tenant),
)

// Two free seats of the function, as a seat map would offer them.
const performance = await Effect.runPromise(api.getPerformance({ path: { idFuncion: FUNCTION } }))
const seats = performance.listaSector
  .flatMap((sector) => sector.listaPosicion)
  .filter((seat) => seat.cEstado === "LIBRE")
  .slice(0, 2)
  .map((seat) => seat.idPosicion)

// The shopper asks; the server's answer comes back as the logged event api.seatsTaken.
const answered = new Promise((resolve, reject) => {
  const unsubscribe = tab.system.subscribe(() => {
    const answer = tab.log.events().find((event) => event.type === "api.seatsTaken" || event.type === "api.failed")
    if (answer === undefined) return
    unsubscribe()
    if (answer.type === "api.failed") reject(new Error(`takeSeats failed: ${answer.error.message}`))
    else resolve(answer)
  })
})
tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: seats })
await answered

/** What a UI renders: the cart and the purchase clock as plain view-models with their commands. */
const viewsOf = (snapshot) => ({
  cart: connectCart(snapshot.cart, tab.dispatch),
  timer: connectPurchaseTimer(snapshot.purchaseTimer, snapshot.now),
})

const price = (amount) => formatPrice(amount, tenant.price)
const { cart, timer } = viewsOf(tab.snapshot())
console.log(`Cart, purchase ${cart.idProcesoDeCompra}: ${cart.positions} seats, ${price(cart.total)}`)
for (const line of cart.lines) {
  console.log(`  ${line.showName}, ${line.venueName}, ${formatFunctionDate(line.date, "es-AR")}`)
  for (const seat of line.held) {
    console.log(`    ${seat.cSector} fila ${seat.cFila} butaca ${seat.cButaca}  ${price(seat.fPrecio)}`)
  }
}
console.log(`Clock: ${formatClock(timer.secondsLeft * 1000).text} left (${timer.state})`)

// Time moves only when told: 90 ticks of the purchase clock, each one a logged clock.ticked.
clock.advance(90_000)
console.log(`90 s later: ${formatClock(viewsOf(tab.snapshot()).timer.secondsLeft * 1000).text} left`)
tab.stop()
