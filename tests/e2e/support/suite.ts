import { mkdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { ensureChromium, launchChromium } from "./chromium.js"
import { allowOnlyOrigin, type OriginGuard } from "./offline.js"
import { onceAcrossWorkers } from "./onceAcrossWorkers.js"
import { buildShopInto, startShopServer, type ShopServer, type TenantOverride } from "./shopServer.js"
import { shopTab, type ShopTab } from "./shopper.js"
import { LOCALES, type ShopLocale } from "./texts.js"

/** Why the e2e files skip here, or null when Chromium is there (under CI=true a missing one throws). */
const chromiumMissing = async (): Promise<string | null> => {
  const found = await onceAcrossWorkers("chromium", () => Promise.resolve(ensureChromium()))
  return "missing" in found ? found.missing : null
}

const skipped = await chromiumMissing()

/** Playwright waits this long for an element; a step that takes longer is a failure worth reading. */
const STEP_TIMEOUT_MS = 15_000
const FAILURES_DIR = join(tmpdir(), "boleteria-e2e-failures")

interface ShopperContext {
  readonly context: BrowserContext
  /** A new tab of this shopper's browser (same storage and BroadcastChannel as the others). */
  readonly newTab: () => Promise<ShopTab>
}

interface ShopperOptions<Mode extends string> extends BrowserContextOptions {
  /** Which of the file's servers the shopper visits; the first one unless said. */
  readonly mode?: Mode
}

export interface E2eSuite<Mode extends string> {
  /** The server of `mode`, the first one unless said. */
  readonly server: (mode?: Mode) => ShopServer
  /** A fresh browser profile (storage, cache) reading the shop in `locale`, closed after the test. */
  readonly newShopper: (locale: ShopLocale, options?: ShopperOptions<Mode>) => Promise<ShopperContext>
  /** The one tab of a fresh shopper's browser (newShopper, then newTab). */
  readonly newTab: (locale: ShopLocale, options?: ShopperOptions<Mode>) => Promise<ShopTab>
}

/** The tenant fields each of a file's servers changes, by a name the file gives it. */
type SuiteModes<Mode extends string> = Readonly<Record<Mode, TenantOverride>>

/**
 * One file's setup: the shop built once per run, this file's own servers over PGlite (one with
 * the fixture tenant unless the file names other modes), one Chromium for all its tests. After
 * each test every context closes, and the test fails if the shop tried to reach any origin but its own.
 */
function e2eSuite(): E2eSuite<"shop">
function e2eSuite<Mode extends string>(modes: SuiteModes<Mode>): E2eSuite<Mode>
function e2eSuite(modes: SuiteModes<string> = { shop: {} }): E2eSuite<string> {
  const servers = new Map<string, ShopServer>()
  let browser: Browser | null = null
  let open: Array<{ context: BrowserContext; guard: OriginGuard }> = []
  const [firstMode] = Object.keys(modes)

  beforeAll(async () => {
    const shopDir = await onceAcrossWorkers("build-shop", (runDir) => buildShopInto(join(runDir, "shop")))
    for (const [mode, tenant] of Object.entries(modes)) servers.set(mode, await startShopServer(shopDir, { tenant }))
    browser = await launchChromium()
  })

  afterEach(async ({ task }) => {
    const closing = open
    open = []
    if (task.result?.state === "fail") {
      mkdirSync(FAILURES_DIR, { recursive: true })
      for (const [index, page] of closing.flatMap(({ context }) => context.pages()).entries()) {
        const path = join(FAILURES_DIR, `${task.name.replace(/\W+/g, "-")}-${index}.png`)
        await page.screenshot({ path }).catch(() => undefined)
        console.error(`e2e: ${task.name}: tab ${index} was at ${page.url()}; screenshot ${path}`)
      }
      const errors = [...servers.values()].flatMap((server) => server.serverErrors())
      if (errors.length > 0) console.error(`e2e: the server answered 5xx to:\n  ${errors.join("\n  ")}`)
    }
    await Promise.all(closing.map(({ context }) => context.close()))
    expect(
      closing.flatMap(({ guard }) => guard.foreignRequests()),
      "requests to other origins",
    ).toEqual([])
  })

  afterAll(async () => {
    await browser?.close()
    await Promise.all([...servers.values()].map((server) => server.close()))
  })

  const running = (mode = firstMode) => {
    const server = mode === undefined ? undefined : servers.get(mode)
    if (server === undefined || browser === null)
      throw new Error(`e2e suite: the ${mode} server and the browser start in beforeAll`)
    return { server, browser }
  }

  const newShopper: E2eSuite<string>["newShopper"] = async (locale, { mode, ...options } = {}) => {
    const { server, browser } = running(mode)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    const guard = allowOnlyOrigin(context, server.url)
    open.push({ context, guard })
    return { context, newTab: async () => shopTab(await context.newPage(), locale, server.url) }
  }

  return {
    server: (mode) => running(mode).server,
    newShopper,
    newTab: async (locale, options) => (await newShopper(locale, options)).newTab(),
  }
}

/**
 * A file's Chromium tests, `title` saying what they try: `body` declares them over the file's
 * suite (e2eSuite of `modes`). Where Chromium is missing the block is skipped, its title saying why.
 */
export function describeInChromium(title: string, body: (suite: E2eSuite<"shop">) => void): void
export function describeInChromium<Mode extends string>(
  title: string,
  modes: SuiteModes<Mode>,
  body: (suite: E2eSuite<Mode>) => void,
): void
export function describeInChromium(
  title: string,
  ...[modesOrBody, body]: [(suite: E2eSuite<string>) => void] | [SuiteModes<string>, (suite: E2eSuite<string>) => void]
): void {
  describe.skipIf(skipped !== null)(`${title}${skipped === null ? "" : ` (skipped: ${skipped})`}`, () => {
    // The overloads tie each body to its modes; one suite of the default mode answers to any name.
    if (typeof modesOrBody === "function") modesOrBody(e2eSuite() as E2eSuite<string>)
    else body!(e2eSuite(modesOrBody))
  })
}

/** Each language's own show, so a file's tests in the two languages never reach for the same seats. */
export type ShowPerLanguage = Readonly<Record<ShopLocale, string>>

/** One test in each of the shop's languages (its title led by "es: ", "en: "), each at the language's own show. */
export const itInEachLanguage = (
  title: string,
  shows: ShowPerLanguage,
  body: (locale: ShopLocale, show: string) => Promise<void>,
  timeout = 90_000,
): void => it.each(LOCALES)(`%s: ${title}`, (locale) => body(locale, shows[locale]), timeout)
