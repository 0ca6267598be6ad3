// `npm run bench`, after the shop's: the replay viewer (/replay) in Chromium, on a generated
// 100,000-event log with every step's states recorded. Measures opening it (file chosen → timeline
// shown) and ~50 jumps to random events by seq (Enter pressed → the step drawn, next frame), beside
// the same jumps in the recorded 85-event paid purchase (fixtures/logs/v2): the reference, in this
// run, for what a jump costs when the log's length plays no part. Goal: every jump under 200 ms.
// It reports, it does not fail. Chromium is Debian's /usr/bin/chromium (tests/e2e/support).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { register } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

register("./lib/tsLoader.mjs", import.meta.url)
process.chdir(fileURLToPath(new URL("..", import.meta.url)))

const core = await import("../core/src/index.ts")
const { ensureChromium, launchChromium } = await import("../tests/e2e/support/chromium.ts")
const { buildShopInto, startShopServer } = await import("../tests/e2e/support/shopServer.ts")

const EVENTS = 100_000
const JUMPS = 50
const GOAL_MS = 200
const STUCK_MS = 10_000
/** Seconds a generated purchase holds its seats before the server drops it (past its 12 minutes). */
const HOLD_SECONDS = 725
const PAID = "fixtures/logs/v2/paid-purchase.jsonl"

/**
 * Purchase after purchase, as a tab records them: the recorded purchase's own login and seats
 * (a new purchase id each time), its clock ticking through the hold, then the purchase dropped.
 */
const generatedLog = () => {
  const recorded = core.fromJsonLines(readFileSync(PAID, "utf8"))
  const first = (type) => recorded.entries.find((entry) => entry.event.type === type).event
  const { seq: _s, at: _a, tab: _t, ...login } = first("session.loggedIn")
  const { seq: _q, at: _b, tab: _u, ...taken } = first("api.seatsTaken")
  const { idFuncion } = taken
  const system = core.createPurchaseSystem({ tabId: 1, settings: recorded.header.settings })
  const log = core.createEventLog()
  let at = recorded.header.recordedAt
  const push = (event) => {
    const stamped = log.record(event, at, 1)
    system.accept(stamped)
    log.settle(stamped.seq, core.machineValuesOf(system.snapshot()))
  }
  push(login)
  for (let id = 1; log.size() < EVENTS; id++) {
    push({ type: "cart.seatsRequested", idFuncion, aIdPosicion: [1, 2] })
    push({ ...taken, process: { ...taken.process, idProcesoDeCompra: id } })
    push({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${id}` })
    for (let second = 0; second < HOLD_SECONDS && log.size() < EVENTS - 1; second++) {
      at += 1000
      push({ type: "clock.ticked" })
    }
    push({ type: "api.processInvalidated", idProcesoDeCompra: id })
  }
  system.stop()
  const file = core.eventLogFile(log, { tab: 1, settings: recorded.header.settings, recordedAt: at })
  return core.toJsonLines({ ...file, entries: file.entries.slice(0, EVENTS) })
}

/**
 * In the page: the next key pressed starts a clock, which stops on the frame after the step's
 * heading names `seq` (window.__jump resolves with the time). Installed before the key is pressed.
 */
const armJumpClock = (seq) => {
  let start = 0
  window.__jump = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!(document.getElementById("step-heading")?.textContent ?? "").includes(` ${seq}:`)) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - start))
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  document.addEventListener("keydown", () => (start = performance.now()), { capture: true, once: true })
}

const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]

/** Opens `path` in /replay and jumps to JUMPS random events of it; answers the opening's and the jumps' times. */
const measure = async (browser, origin, path) => {
  const seqs = core.fromJsonLines(readFileSync(path, "utf8")).entries.map((entry) => entry.event.seq)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${origin}/replay?lang=en`)
  const opening = performance.now()
  await page.getByLabel("Log file (.jsonl)").setInputFiles(path)
  await page.getByRole("listbox").waitFor({ timeout: 120_000 })
  const openMs = performance.now() - opening
  const input = page.getByLabel("Go to event (seq)")
  const jumps = []
  let current = seqs[0]
  for (let jump = 0; jump < JUMPS; jump++) {
    // Another event each time: a jump to the event shown changes nothing to wait for.
    const others = seqs.filter((seq) => seq !== current)
    current = others[Math.floor(Math.random() * others.length)]
    await input.fill(String(current))
    await page.evaluate(armJumpClock, current)
    await input.press("Enter")
    // A jump that never shows its event counts as missed (Infinity), rather than stopping the bench.
    const arrived = (limit) =>
      Promise.race([window.__jump, new Promise((resolve) => setTimeout(() => resolve(Infinity), limit))])
    jumps.push(await page.evaluate(arrived, STUCK_MS))
  }
  const memoryMb = await page.evaluate(() => (performance.memory?.usedJSHeapSize ?? Number.NaN) / 1e6)
  await context.close()
  return { events: seqs.length, openMs, jumps, memoryMb }
}

const chromium = ensureChromium()
if ("missing" in chromium) {
  console.log(`replay viewer bench skipped: ${chromium.missing}`)
  process.exit(0)
}
const folder = mkdtempSync(join(tmpdir(), "boleteria-bench-replay-"))
const big = join(folder, "generated-100k.jsonl")
writeFileSync(big, generatedLog())
const server = await startShopServer(await buildShopInto(join(folder, "shop")))
const browser = await launchChromium()
try {
  const reference = await measure(browser, server.url, PAID)
  const measured = await measure(browser, server.url, big)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(`\nreplay viewer in Chromium (/replay), ${JUMPS} jumps to random events by seq`)
  for (const [name, run] of [
    ["reference: recorded purchase", reference],
    ["generated log", measured],
  ]) {
    const max = Math.max(...run.jumps)
    console.log(
      `  ${name.padEnd(28)} ${String(run.events).padStart(7)} events  open ${ms(run.openMs).padStart(8)}  jump p50 ${ms(percentile(run.jumps, 0.5)).padStart(6)}  max ${ms(max).padStart(6)}  heap ${run.memoryMb.toFixed(0)} MB  (goal < ${GOAL_MS} ms: ${max < GOAL_MS ? "met" : "MISSED"})`,
    )
  }
} finally {
  await browser.close()
  await server.close()
  rmSync(folder, { recursive: true, force: true })
}
