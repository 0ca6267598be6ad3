import type { Hono } from "hono"

/** Where the demo tenant's pixels go (fixtures/tenant.json telemetryPixelUrl): this server, never another host. */
const TRACKING_PIXEL_PATH = "/pixel.gif"

/** A transparent 1×1 GIF, the smallest image a browser loads without complaint. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")

/**
 * SPEC §7's tracking pixel GETs (landing, seat selection, success, failure) answered by the reference
 * server: the image, never cached (each stage is a request of its own), and nothing recorded, not even
 * a line of the request log (registered before it): a tenant with a tracker points telemetryPixelUrl at it.
 */
export const registerTrackingPixel = (app: Hono): void => {
  app.get(TRACKING_PIXEL_PATH, (c) =>
    c.body(new Uint8Array(PIXEL), 200, {
      "Content-Type": "image/gif",
      "Content-Length": String(PIXEL.length),
      "Cache-Control": "no-store",
    }),
  )
}
