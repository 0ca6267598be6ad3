// `npm run bench`: speed figures, measured on the built package (run after build.mjs).
// Replays a generated 100,000-event purchase log through the machines (goal: under 1 s).
import { createEventLog, createPurchaseSystem, DEFAULT_SETTINGS, replayEvents } from "../core/dist/index.js"

const EVENTS = 100_000
const RUNS = 5
const start = Date.UTC(2026, 10, 21, 12)

const purchaseProcess = (idProcesoDeCompra) => ({
  idProcesoDeCompra,
  ctProcess: "CART",
  listaFuncion: [
    {
      idFuncion: 7,
      oEspectaculo: {
        idEspectaculoCartel: 1,
        cEspectaculoCartelNombre: "Bench",
        cEstablecimientoNombre: "Teatro",
        idEspectaculoCartelTipo: 1,
        listaImagenEspectaculoCartel: [],
      },
      oFuncionFecha: {
        dFuncion: "2026-12-01T21:00:00-03:00",
        oFuncionDiaDeLaSemana: { nDia: 2, cNombre: "martes" },
        nFuncionDia: 1,
        nFuncionMes: 12,
        nFuncionAnio: 2026,
        nFuncionHora: 21,
        nFuncionMinuto: 0,
      },
      nCantidadPosiciones: 2,
      listaPosicion: [],
      fPrecioTotalFinal: 24000,
    },
  ],
  oCantidadTotal: { nCantidadTotal: 2 },
  fPrecioTotalFinal: 24000,
  dInicio: "2026-11-21T12:00:00Z",
  dVencimiento: "2026-11-21T12:12:00Z",
  lContiguas: true,
})

/**
 * A realistic mix, recorded live: purchases that start, tick through their 12
 * minutes (one event a second), expire and are invalidated, again and again.
 */
const generateLog = () => {
  const log = createEventLog()
  const live = createPurchaseSystem({ tabId: 1, settings: DEFAULT_SETTINGS })
  let at = start
  const push = (event) => live.accept(log.record(event, at, 1))
  push({
    type: "session.loggedIn",
    token: "bench",
    user: { cNombre: "Bench", cEmail: "bench@boleteria.local", lAlias: false },
  })
  for (let id = 1; log.size() < EVENTS; id++) {
    push({ type: "route.changed", name: "funcionSeoEst", path: "/funcion/bench/7" })
    push({ type: "cart.seatsRequested", idFuncion: 7, aIdPosicion: [1, 2] })
    push({ type: "api.seatsTaken", idFuncion: 7, process: purchaseProcess(id) })
    push({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${id}` })
    for (let second = 0; second < 725 && log.size() < EVENTS - 1; second++) {
      at += 1000
      push({ type: "clock.ticked" })
    }
    push({ type: "api.processInvalidated", idProcesoDeCompra: id })
  }
  live.stop()
  return log.events().slice(0, EVENTS)
}

const events = generateLog()
const timings = []
let result
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now()
  result = replayEvents(events, { tab: 1, settings: DEFAULT_SETTINGS })
  timings.push(performance.now() - t0)
}
timings.sort((a, b) => a - b)
const median = timings[Math.floor(RUNS / 2)]
console.log(
  `replay of ${events.length.toLocaleString("en")} events: median ${median.toFixed(0)} ms, best ${timings[0].toFixed(0)} ms over ${RUNS} runs (goal < 1000 ms)`,
)
console.log(`  final: timer ${result.persisted.businessTimer.cEstado}, ${result.steps.length} snapshots`)
