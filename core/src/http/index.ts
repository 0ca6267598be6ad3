/**
 * @boleteria/core/http: the ports a front end needs that every JS runtime can serve alike, the v2
 * Api over fetch and the real clock. A subpath of core, not a package of its own: one install, and
 * fetch and timers exist in browsers, Node, Deno and Bun; the browser-only layers (localStorage,
 * BroadcastChannel, pixels) stay in the shop's private adapters package.
 */
export { makeHttpApi, makeDeferredHttpApi, layerHttpApi } from "./httpApi.js"
export type { HttpApiOptions } from "./httpCall.js"
export { systemClock, layerSystemClock } from "./systemClock.js"
export type { PageRenderRequest, PageRendererModule } from "./pageRenderer.js"
