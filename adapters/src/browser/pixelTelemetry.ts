import { Telemetry } from "@boleteria/core"
import type { TelemetryData, TelemetryStage } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { randomUuid } from "./browserIds.js"

/** Fires one GET at a pixel URL and forgets it. */
export type SendPixel = (pixelUrl: string) => void

/** `url?…data&stage=…&cb=…`; cb differs per pixel, or the page's image cache would swallow a repeated stage. */
export const pixelUrlOf = (url: string, stage: TelemetryStage, data: TelemetryData, cacheBuster: string): string => {
  const params = new URLSearchParams(Object.entries(data).map(([field, value]) => [field, String(value)]))
  params.set("stage", stage)
  params.set("cb", cacheBuster)
  const separator = !url.includes("?") ? "?" : /[?&]$/u.test(url) ? "" : "&"
  return url + separator + params.toString()
}

// An image still loading is kept referenced, so no collector can cancel its request.
const loading = new Set<HTMLImageElement>()

/**
 * A tracking pixel is a GET (SPEC §7). An Image sends exactly that; sendBeacon cannot, it
 * only POSTs. Without Image (a worker), a keepalive fetch sends the same GET.
 */
export const sendPixel: SendPixel = (pixelUrl) => {
  if (typeof Image === "function") {
    const image = new Image()
    loading.add(image)
    image.onload = image.onerror = () => void loading.delete(image)
    image.src = pixelUrl
    return
  }
  void fetch(pixelUrl, { keepalive: true, mode: "no-cors", credentials: "omit" }).catch(() => undefined)
}

/** One pixel per tracked stage to url; no url turns tracking off. Tracking never fails a purchase. */
export const layerPixelTelemetry = (url: string | null, send: SendPixel = sendPixel): Layer.Layer<Telemetry> =>
  url === null
    ? Telemetry.layerOff
    : Layer.succeed(Telemetry, {
        track: (stage, data) =>
          Effect.sync(() => {
            try {
              send(pixelUrlOf(url, stage, data, randomUuid()))
            } catch {
              // A lost pixel is simply lost.
            }
          }),
      })
