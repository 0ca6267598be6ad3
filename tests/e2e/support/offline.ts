import type { BrowserContext } from "playwright-core"

export interface OriginGuard {
  /** Every request the shop attempted to another origin, blocked before it left the browser. */
  readonly foreignRequests: () => ReadonlyArray<string>
}

/**
 * SPEC: no network at run time but the shop's own origin (no fonts, CDNs or external images).
 * Every other request is aborted and remembered, so the test can fail on it.
 */
export const allowOnlyOrigin = async (context: BrowserContext, origin: string): Promise<OriginGuard> => {
  const foreign: Array<string> = []
  await context.route("**/*", (route) => {
    const url = route.request().url()
    if (new URL(url).origin === origin) return route.continue()
    foreign.push(url)
    return route.abort("blockedbyclient")
  })
  return { foreignRequests: () => [...foreign] }
}
