// Two seats held through @boleteria/core's machines, on a running boleteria server, in plain Node.
// It needs @boleteria/core (its HTTP Api is the subpath @boleteria/core/http), effect and xstate, and a server: `npm start` in the repository serves
// http://127.0.0.1:8080, and BOLETERIA_URL names another. Then: node purchase.mjs
import {
  connectCart,
  connectPurchaseTimer,
  formatClock,
  formatFunctionDate,
  formatPrice,
  machineSettings,
  makeMemoryKeyValueStore,
  ManualClock,
  MemoryTabHub,
  startLiveTab,
  TenantConfig,
  TenantFlags,
} from "@boleteria/core"
import { makeHttpApi } from "@boleteria/core/http"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

const SERVER = process.env.BOLETERIA_URL || "http://127.0.0.1:8080"

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

// The ports: the server's v2 API over HTTP (the adapter calls fetch), a clock that moves when
// told, a tab channel, a key-value store. A browser passes its own (the adapters have them).
const api = makeHttpApi({ baseUrl: SERVER, token: () => null, fingerprint: () => "example-device" })
const clock = new ManualClock(Date.now())
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

// The first function of the server's billboard, and two of its free seats, as a seat map would offer them.
const [show] = await Effect.runPromise(api.getShows())
const { listaFuncion } = await Effect.runPromise(
  api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }),
)
const idFuncion = listaFuncion[0].idFuncion
const performance = await Effect.runPromise(api.getPerformance({ path: { idFuncion } }))
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
tab.dispatch({ type: "cart.seatsRequested", idFuncion, aIdPosicion: seats })
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
