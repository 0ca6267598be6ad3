// @vitest-environment happy-dom
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { afterEach, describe, expect, it, vi } from "vitest"
import { layerPixelTelemetry, pixelUrlOf, sendPixel } from "@boleteria/adapters"
import { Telemetry, type TelemetryData, type TelemetryStage } from "@boleteria/core"
import { describeTelemetryContract } from "../core/ports/telemetry.suite.js"

const PIXEL = "https://pixel.example.com/p.gif"

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams)

const trackWith = (layer: ReturnType<typeof layerPixelTelemetry>, stage: TelemetryStage, data: TelemetryData) =>
  Effect.runPromiseExit(
    Effect.provide(
      Effect.flatMap(Telemetry, (telemetry) => telemetry.track(stage, data)),
      layer,
    ),
  )

describeTelemetryContract("pixel", () => layerPixelTelemetry(PIXEL, () => undefined))
describeTelemetryContract("pixel whose sending throws", () =>
  layerPixelTelemetry(PIXEL, () => {
    throw new Error("blocked by an extension")
  }),
)
describeTelemetryContract("pixel through the page's Image", () => layerPixelTelemetry(PIXEL))
describeTelemetryContract("pixel with no URL configured", () => layerPixelTelemetry(null))

describe("pixel Telemetry", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("sends one GET per stage to the URL, with the stage and every data field as query parameters", async () => {
    const sent: Array<string> = []
    const layer = layerPixelTelemetry(PIXEL, (url) => sent.push(url))
    await trackWith(layer, "seatSelection", { idFuncion: 12, cSeo: "función-ñandú 🎭", lContiguas: false })
    await trackWith(layer, "success", { idProcesoDeCompra: 4521, fPrecioTotalFinal: 12_500.5 })
    expect(sent).toHaveLength(2)
    expect(sent[0]?.startsWith(`${PIXEL}?`)).toBe(true)
    const { cb: firstBuster, ...first } = paramsOf(sent[0] ?? "")
    const { cb: secondBuster, ...second } = paramsOf(sent[1] ?? "")
    expect(first).toEqual({ idFuncion: "12", cSeo: "función-ñandú 🎭", lContiguas: "false", stage: "seatSelection" })
    expect(second).toEqual({ idProcesoDeCompra: "4521", fPrecioTotalFinal: "12500.5", stage: "success" })
    expect(firstBuster).not.toBe(secondBuster)
  })

  it("sends a repeated stage again, with its own cache buster", async () => {
    const sent: Array<string> = []
    const layer = layerPixelTelemetry(PIXEL, (url) => sent.push(url))
    await trackWith(layer, "failure", { idProcesoDeCompra: 9 })
    await trackWith(layer, "failure", { idProcesoDeCompra: 9 })
    expect(new Set(sent).size).toBe(2)
  })

  it("joins a URL that already has a query", () => {
    expect(pixelUrlOf("https://t.example/px?tenant=ar", "landing", { a: 1 }, "x")).toBe(
      "https://t.example/px?tenant=ar&a=1&stage=landing&cb=x",
    )
    expect(pixelUrlOf("/px?", "landing", {}, "x")).toBe("/px?stage=landing&cb=x")
    expect(pixelUrlOf("/px", "landing", { stage: "forged" }, "x")).toBe("/px?stage=landing&cb=x")
  })

  it("is Telemetry.layerOff when the tenant has no pixel URL", () => {
    expect(layerPixelTelemetry(null)).toBe(Telemetry.layerOff)
  })

  it("loads the pixel as an image, which is a GET", () => {
    const images: Array<{ src: string }> = []
    vi.stubGlobal(
      "Image",
      class {
        src = ""
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        constructor() {
          images.push(this)
        }
      },
    )
    sendPixel(`${PIXEL}?stage=landing`)
    expect(images.map((image) => image.src)).toEqual([`${PIXEL}?stage=landing`])
  })

  it("without Image, sends the same GET with a keepalive fetch and ignores its failure", async () => {
    vi.stubGlobal("Image", undefined)
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
      Promise.reject(new TypeError("Failed to fetch")),
    )
    vi.stubGlobal("fetch", fetch)
    const exit = await trackWith(layerPixelTelemetry(PIXEL), "landing", {})
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(paramsOf(url ?? "")["stage"]).toBe("landing")
    expect(init).toMatchObject({ keepalive: true, credentials: "omit" })
    expect(init?.method ?? "GET").toBe("GET")
  })
})
