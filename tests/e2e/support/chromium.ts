import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { chromium, type Browser } from "playwright-core"

/** Debian's Chromium: the project never downloads a browser. */
const CHROMIUM_PATH = "/usr/bin/chromium"

/**
 * Playwright's own switches already keep Chromium quiet (no extensions, sync, updates, background
 * networking or throttling, audio muted). Offline: no host resolves but the loopback, where the
 * shop is served, so a request to another origin fails in the browser (offline.ts records it).
 */
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]

const isRoot = () => process.getuid?.() === 0
const isDebian = () => existsSync("/etc/debian_version")

/**
 * The Chromium to drive, installed with apt when missing and we are root on Debian (as CI is).
 * Answers why not when it cannot be had; under CI=true that is an error instead.
 */
export const ensureChromium = (): { readonly path: string } | { readonly missing: string } => {
  if (!existsSync(CHROMIUM_PATH) && isRoot() && isDebian()) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
    spawnSync("apt-get", ["update"], { stdio: "ignore", env })
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "ignore", env })
  }
  if (existsSync(CHROMIUM_PATH)) return { path: CHROMIUM_PATH }
  const why = `${CHROMIUM_PATH} is missing and could not be installed (${isRoot() ? "apt-get install chromium failed" : "not root"})`
  if (process.env["CI"] === "true") throw new Error(`Chromium is required under CI=true: ${why}`)
  return { missing: why }
}

/** One headless browser; each test or measurement opens its own context (fresh storage, cache and cookies). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
