// A terminal shopper: a whole purchase on a boleteria server through @boleteria/core's view-models
// and commands, in plain Node (no React, no browser). It lists the billboard, asks for a show, a
// function, a sector and how many seats, holds them, logs in, takes a delivery, pays by card and
// prints the receipt. Each question takes what is typed; a flag answers it beforehand, and without
// a terminal (a script, a pipe) the first offer stands, printed as if typed.
//
//   npm install @boleteria/core effect xstate
//   node shopper.mjs [--show N] [--function N] [--sector N] [--seats N] [--card NUMBER]
//
// BOLETERIA_URL names the server (`npm start` in the repository serves http://127.0.0.1:8080);
// BOLETERIA_EMAIL and BOLETERIA_PASSWORD the customer, the demo customer by default (its password is
// public: fixtures/demoCustomers.json). The sandbox card numbers are core's SandboxCard.
import { writeFileSync } from "node:fs"
import { createInterface } from "node:readline/promises"
import { parseArgs } from "node:util"
import {
  cardBinOf,
  chargeFormContext,
  connectCart,
  connectCheckout,
  connectDelivery,
  connectPaymentVerification,
  connectPurchaseTimer,
  connectSession,
  formatClock,
  formatFunctionDate,
  formatMoney,
  loadTenantSettings,
  makeMemoryKeyValueStore,
  MemoryTabHub,
  readPaymentForm,
  SandboxCard,
  startLiveTab,
} from "@boleteria/core"
import { makeHttpApi, systemClock } from "@boleteria/core/http"
import * as Effect from "effect/Effect"

const { values: flags } = parseArgs({
  options: {
    show: { type: "string" },
    function: { type: "string" },
    sector: { type: "string" },
    seats: { type: "string" },
    card: { type: "string" },
  },
})
/** A flag's answer, given once: a question asked again (a wrong card) asks the shopper. */
const flag = (name) => {
  const answer = flags[name]
  delete flags[name]
  return answer
}
const env = {
  server: process.env.BOLETERIA_URL || "http://127.0.0.1:8080",
  email: process.env.BOLETERIA_EMAIL || "cliente.demo@example.com",
  password: process.env.BOLETERIA_PASSWORD || "Reservas2025",
}

// ─── The terminal ───────────────────────────────────────────────────────────────────────────────
const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null
// Ctrl+C ends the run: the tab's clock would keep Node alive.
terminal?.on("SIGINT", () => process.exit(130))

/** One question: a flag's answer, what is typed (Enter takes the offer), or the offer without a terminal. */
const ask = async (question, offer, given) => {
  if (given !== undefined || terminal === null) {
    console.log(`${question} ${given ?? offer}`)
    return given ?? offer
  }
  const typed = (await terminal.question(`${question} [${offer}] `)).trim()
  return typed === "" ? offer : typed
}

/** A numbered menu: the item chosen by its number. A wrong number asks again, or ends the run without a terminal. */
const pick = async (title, items, describe, given) => {
  if (items.length === 0) throw new Error(`${title}: there is nothing to choose`)
  console.log(`\n${title}`)
  items.forEach((item, index) => console.log(`  ${index + 1}. ${describe(item)}`))
  for (;;) {
    const answer = await ask("Number:", "1", given)
    const item = items[Number(answer) - 1]
    if (item !== undefined) return item
    if (terminal === null) throw new Error(`${title}: there is no ${answer}`)
    given = undefined
  }
}

// ─── The tab: core's machines on the server's settings, the real clock and HTTP ──────────────────
const api = makeHttpApi({ baseUrl: env.server, token: () => null, fingerprint: () => "terminal-shopper" })
const call = (effect) => Effect.runPromise(effect)
const { tenant, settings } = await loadTenantSettings(api)
const money = (amount) => formatMoney(amount, tenant.price, tenant.locales.default)
const when = (date) => formatFunctionDate(date, tenant.price.locale)
let forms = 0
const tab = startLiveTab(
  {
    api,
    clock: systemClock,
    channel: new MemoryTabHub().tab(1),
    store: makeMemoryKeyValueStore(),
    newRef: () => `card-form-${++forms}`,
  },
  settings,
)

/** The screen: every view-model of the tab as it stands. */
const screen = () => {
  const snapshot = tab.snapshot()
  return {
    session: connectSession(snapshot.session, tab.dispatch, snapshot.now),
    cart: connectCart(snapshot.cart, tab.dispatch),
    timer: connectPurchaseTimer(snapshot.purchaseTimer, snapshot.now, tab.dispatch),
    checkout: connectCheckout(snapshot.checkout, tab.dispatch),
    delivery: connectDelivery(snapshot.delivery, tab.dispatch),
    payment: connectPaymentVerification(snapshot.paymentVerification, tab.dispatch),
  }
}

/**
 * The screen once `ready(screen)` holds, redrawn at every event the tab folds. A message the cart,
 * the delivery or the checkout shows meanwhile (a refusal, the clock run out) ends the wait with it.
 */
const waitFor = (what, ready) =>
  new Promise((resolve, reject) => {
    const redraw = () => {
      const now = screen()
      const problem = now.cart.message ?? now.delivery.message ?? now.checkout.message
      if (!ready(now) && problem === null) return
      stopWatching()
      if (ready(now)) resolve(now)
      else reject(new Error(`${what}: ${problem}`))
    }
    const stopWatching = tab.system.subscribe(redraw)
    redraw()
  })

// ─── The purchase ───────────────────────────────────────────────────────────────────────────────
try {
  console.log(`${tenant.name}, ${env.server}`)
  const shows = await call(api.getShows())
  const show = await pick(
    `On the billboard (the first ${tenant.billboard.initial} of ${shows.length}):`,
    shows.slice(0, tenant.billboard.initial),
    (card) => `${card.cEspectaculoCartelNombre}, ${card.oEstablecimiento.cNombre}, from ${money(card.fPrecioDesde)}`,
    flag("show"),
  )
  const detail = await call(api.getShow({ path: { idEspectaculoCartel: show.idEspectaculoCartel } }))
  const summary = await pick(
    `Functions of ${detail.cEspectaculoCartelNombre}:`,
    detail.listaFuncion.filter((performance) => !performance.lAgotada),
    (performance) => `${when(performance.oFuncionFecha)}, from ${money(performance.fPrecioDesde)}`,
    flag("function"),
  )
  const performance = await call(api.getPerformance({ path: { idFuncion: summary.idFuncion } }))
  const freeSeats = (sector) => sector.listaPosicion.filter((seat) => seat.cEstado === "LIBRE")
  const sector = await pick(
    "Sectors with free seats:",
    performance.listaSector.filter((candidate) => freeSeats(candidate).length > 0),
    (candidate) => `${candidate.cNombre}: ${freeSeats(candidate).length} free`,
    flag("sector"),
  )
  const count = Number(await ask("How many seats?", "2", flag("seats")))
  screen().cart.takeSeats(
    performance.idFuncion,
    freeSeats(sector)
      .slice(0, count)
      .map((seat) => seat.idPosicion),
  )
  const { cart, timer } = await waitFor("Holding the seats", (now) => now.cart.positions > 0 && !now.cart.isBusy)
  console.log(`\nHeld (purchase ${cart.idProcesoDeCompra}), ${formatClock(timer.secondsLeft * 1000).text} to pay:`)
  for (const line of cart.lines) {
    console.log(`  ${line.showName}, ${line.venueName}, ${when(line.date)}`)
    for (const seat of line.held)
      console.log(`    ${seat.cSector} ${seat.cFila} ${seat.cButaca}  ${money(seat.fPrecio)}`)
  }
  console.log(`  Total ${money(cart.total)}`)

  console.log("\nLog in")
  let email = env.email
  while (!screen().session.isLoggedIn) {
    email = await ask("E-mail:", env.email)
    // Not echoed as an offer: Enter takes BOLETERIA_PASSWORD's (or the demo customer's).
    const password = terminal === null ? env.password : (await terminal.question("Password: ")) || env.password
    try {
      screen().session.logIn(await call(api.login({ body: { cEmail: email, cClave: password } })))
    } catch (refused) {
      if (terminal === null) throw refused
      console.log(refused.message)
    }
  }
  console.log(`Hello, ${screen().session.displayName}.`)

  const idProcesoDeCompra = cart.idProcesoDeCompra
  screen().checkout.enterRoute("BuyTicket", `/BuyTicket/${idProcesoDeCompra}`)
  screen().checkout.chooseDelivery()
  const { delivery } = await waitFor(
    "Delivery types",
    (now) => !now.delivery.isLoading && now.delivery.types.length > 0,
  )
  const deliveryType = await pick(
    "Delivery:",
    delivery.types.filter((type) => !delivery.needsAddress(type.idEntregaTipo)),
    (type) => `${type.cNombre}  ${money(type.fPrecio)}`,
  )
  delivery.choose(deliveryType.idEntregaTipo, null)
  await waitFor("The delivery", (now) => now.checkout.step === "extras")
  screen().checkout.confirmExtras()
  await waitFor("The payment step", (now) => now.checkout.step === "payment")

  // The purchase's own calls go through the tab, which sends its key and the session with them.
  const purchase = tab.purchaseCalls(idProcesoDeCompra)
  const methods = await call(purchase.paymentMethods())
  const method = await pick(
    "Pay with:",
    methods
      .filter((group) => group.cFlujo === "TARJETA" && group.lDisponible)
      .flatMap((group) => group.listaFormaDePago),
    (card) => card.cNombre,
  )
  /** The card form, field by field (Enter takes the sandbox's approving card and a demo holder), read by core's rules. */
  const askCard = async () => {
    const cardNumber = await ask("Card number:", SandboxCard.approves, flag("card"))
    const offered = await call(purchase.cardInstallments(method.nFormaDePago, cardBinOf(cardNumber) ?? ""))
    const installments = await pick(
      `${offered.cMarca} instalments:`,
      offered.listaCuota,
      (option) => `${option.nCuotas} × ${money(option.fMontoCuota)} (${money(option.fMontoTotal)})`,
    )
    const form = {
      cardNumber,
      cardholderName: await ask("Name on the card:", "VALENTINA SOSA"),
      expiryMonth: await ask("Expiry month:", "12"),
      expiryYear: await ask("Expiry year:", "2030"),
      securityCode: await ask("Security code:", "123"),
      installments: String(installments.nCuotas),
      documentType: "DNI",
      documentNumber: await ask("DNI:", "30111222"),
      email,
      birthDay: await ask("Born on (day):", "2"),
      birthMonth: await ask("Born on (month):", "7"),
      birthYear: await ask("Born on (year):", "1994"),
    }
    return readPaymentForm(form, chargeFormContext(tenant, Date.now()))
  }
  let reading = await askCard()
  while (!reading.ok) {
    // The rules name each wrong field by a message key of the shop's locales.
    const problems = Object.entries(reading.errors).map(([field, key]) => `${field} (${key})`)
    if (terminal === null) throw new Error(`The card form: ${problems.join(", ")}`)
    console.log(`Please check: ${problems.join(", ")}`)
    reading = await askCard()
  }
  screen().payment.submit({
    idProcesoDeCompra,
    formRef: tab.vault.keep(reading.request),
    nFormaDePago: method.nFormaDePago,
    nCuotas: reading.request.nCuotas,
    card: reading.card,
  })
  console.log("\nVerifying the payment…")
  let { payment } = await waitFor("The payment", (now) => now.payment.hasOutcome || now.payment.phase === "awaiting3ds")
  if (payment.phase === "awaiting3ds") {
    console.log(`Your bank asks you to confirm the payment at ${new URL(payment.threeDsUrl, env.server)}`)
    if (terminal === null) throw new Error("A script cannot confirm a payment with the bank (3-D Secure)")
    await terminal.question("Press Enter once you have. ")
    payment.completeThreeDs()
    ;({ payment } = await waitFor("The payment", (now) => now.payment.hasOutcome))
  }
  if (payment.orderId === null) throw new Error(`The payment ended ${payment.phase}: ${payment.message}`)

  const { listaPedido } = await call(api.getOrderHistory({ credentials: { token: screen().session.token } }))
  const order = listaPedido.find((candidate) => candidate.idPedido === payment.orderId)
  console.log(
    `\nOrder ${order.idPedido}, ${order.cEstado}: ${money(order.fTotalPagado)}, card ending ${order.cUltimos4}`,
  )
  for (const bought of order.listaFuncion) {
    console.log(`  ${bought.cEspectaculo}, ${bought.cEstablecimiento}`)
    for (const ticket of bought.listaEntrada) console.log(`    ${ticket.cSector} ${ticket.cFila} ${ticket.cButaca}`)
  }
  const eticket = await call(
    api.getEticket({ path: { idPedido: order.idPedido }, credentials: { token: screen().session.token } }),
  )
  writeFileSync(eticket.fileName, eticket.bytes)
  console.log(`E-ticket saved as ${eticket.fileName}`)
} finally {
  tab.stop()
  terminal?.close()
}
