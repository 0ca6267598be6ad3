import type { TenantConfig } from "../contract/tenant.js"

/**
 * What the reference server asks of a front end's page renderer (the shop's is ui/src/ssr, see
 * docs/server-rendering.md): one page, as the shopper asked for it, answered as a streamed HTML
 * response, or null for a page the browser draws from index.html.
 */
export interface PageRenderRequest {
  /** The page's absolute address as the shopper asked for it. */
  readonly url: string
  readonly cookie: string | null
  readonly tenant: TenantConfig
  /** The built shop's index.html, with the tenant's script. */
  readonly template: string
  /** The API, answered in-process by the same server (the shopper's address travels with each read). */
  readonly fetch: typeof fetch
  readonly now: number
  /** Told what went wrong while rendering (the page is then finished by the browser). */
  readonly onError: (error: unknown) => void
}

/** The renderer's module, as a front end's build writes it (the shop's: `server/render.cjs`). */
export interface PageRendererModule {
  readonly renderPage: (request: PageRenderRequest) => Promise<Response | null>
}
