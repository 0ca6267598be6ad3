// `node scripts/screenshots.mjs`: regenerates docs/screenshots/*.png, the shop as a phone (375 px)
// and a laptop (1280 px) show it: the billboard, a function page, the 20,000-seat arena map, the
// theatre's map zoomed in with seats chosen and held, and checkout with two seats held by a
// logged-in shopper. Builds the shop and runs the reference server on PGlite with the demo
// billboard; Chromium is Debian's /usr/bin/chromium. `node scripts/screenshots.mjs seat-map`
// takes only the shots whose name starts with `seat-map`.
import { mkdirSync } from "node:fs"
import { register } from "node:module"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

register("./lib/tsLoader.mjs", import.meta.url)
const ROOT = fileURLToPath(new URL("..", import.meta.url))
process.chdir(ROOT)

const { ensureChromium, launchChromium } = await import("../tests/e2e/support/chromium.ts")
const { buildShop, startShopServer } = await import("../tests/e2e/support/shopServer.ts")
const { holdChosenSeats, openCheckout, pickSeatOnCanvas, shopTab } = await import("../tests/e2e/support/shopper.ts")

const OUT = join(ROOT, "docs", "screenshots")
const ONLY = process.argv[2] ?? ""
/** Viewport heights stay moderate so each PNG stays near 300 KB (the posters' gradients compress badly). */
const SCREENS = [
  { name: "375", viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  { name: "1280", viewport: { width: 1280, height: 720 } },
]
const THEATRE = "/funcion/la-casa-de-los-espejos/10101"
const ARENA = "/funcion/marea-electrica-gira-costa-a-costa/20301"

const mapDrawn = (page) => page.waitForSelector('[data-testid="seat-map-canvas"][data-frames]')

/** The page as it settles: data loaded, posters decoded, nothing moving (the carousel honours reduced motion). */
const settle = async (page) => {
  await page.waitForLoadState("networkidle")
  // Only the images in view: lazy ones below the fold never load, and their decode() would never end.
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .map((image) =>
          Promise.race([image.decode().catch(() => undefined), new Promise((done) => setTimeout(done, 5_000))]),
        ),
    ),
  )
}

/** Scrolls the element to just under the fixed header. */
const scrollUnderHeader = (locator) =>
  locator.evaluate((element) => {
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0
    window.scrollBy(0, element.getBoundingClientRect().top - header - 8)
  })

const SHOTS = {
  billboard: async (page, origin, tab) => {
    await page.goto(`${origin}/`)
    await page.getByTestId("show-card").first().waitFor()
    // A laptop's first screen is all carousel: show the list of shows, with its filters, instead.
    if (page.viewportSize().width >= 1024)
      await scrollUnderHeader(page.getByRole("heading", { name: tab.t("browse.billboard.allShows") }))
  },
  function: async (page, origin) => {
    await page.goto(origin + THEATRE)
    await mapDrawn(page)
  },
  "seat-map": async (page, origin, tab) => {
    await page.goto(origin + ARENA)
    await mapDrawn(page)
    await scrollUnderHeader(page.getByRole("group", { name: tab.t("function.map.title") }))
  },
  // The theatre as a shopper sees it after a tap: zoomed in on the Platea (the overview by the zoom buttons),
  // two seats held, one chosen, the legend of marks and prices below.
  "seat-map-theatre": async (page, origin, tab) => {
    await page.goto(origin + THEATRE)
    await mapDrawn(page)
    await pickSeatOnCanvas(tab)
    await pickSeatOnCanvas(tab)
    await holdChosenSeats(tab, 2)
    await page.getByTestId("held-places").getByRole("listitem").nth(1).waitFor()
    await mapDrawn(page)
    await page.waitForTimeout(500)
    await pickSeatOnCanvas(tab)
    await scrollUnderHeader(page.getByRole("group", { name: tab.t("function.map.title") }))
  },
  checkout: async (page, origin, tab, server) => {
    await openCheckout(tab, THEATRE, await server.signUp())
  },
}

const chromium = ensureChromium()
if ("missing" in chromium) {
  console.error(`screenshots: ${chromium.missing}`)
  process.exit(1)
}
mkdirSync(OUT, { recursive: true })
await buildShop()
const server = await startShopServer()
const browser = await launchChromium()
try {
  for (const screen of SCREENS) {
    for (const [shot, open] of Object.entries(SHOTS).filter(([name]) => name.startsWith(ONLY))) {
      const { name, ...options } = screen
      const context = await browser.newContext({ ...options, reducedMotion: "reduce" })
      const page = await context.newPage()
      await open(page, server.url, shopTab(page, "es", server.url), server)
      await settle(page)
      const path = join(OUT, `${shot}-${name}.png`)
      await page.screenshot({ path })
      await context.close()
      console.log(`screenshots: ${path.slice(ROOT.length)}`)
    }
  }
} finally {
  await browser.close()
  await server.close()
}
