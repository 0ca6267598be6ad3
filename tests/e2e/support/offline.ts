import type { BrowserContext } from "playwright-core"

export interface OriginGuard {
  /** Every request the shop attempted to another origin (the browser resolves no other host). */
  readonly foreignRequests: () => ReadonlyArray<string>
}

/** The schemes that reach the network: data:, blob: and the like stay in the page. */
const NETWORK_URL = /^(https?|wss?):/u

/**
 * SPEC: no network at run time but the shop's own origin (no fonts, CDNs or external images).
 * Every other request is remembered, so the test can fail on it; Chromium resolves no host but
 * the loopback (chromium.ts), so none leaves the machine. Listening instead of routing every
 * request keeps the browser's cache on (Playwright turns it off while any route is set).
 */
export const allowOnlyOrigin = (context: BrowserContext, origin: string): OriginGuard => {
  const foreign: Array<string> = []
  context.on("request", (request) => {
    const url = request.url()
    if (NETWORK_URL.test(url) && new URL(url).origin !== origin) foreign.push(url)
  })
  return { foreignRequests: () => [...foreign] }
}
