import { Ids } from "@boleteria/core"
import type { IdsShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/** The part of Web Crypto ids need; randomUUID exists only on secure (https or localhost) pages. */
export type RandomSource = Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">>

const hex = (byte: number): string => byte.toString(16).padStart(2, "0")

/** An RFC 4122 version 4 UUID from 16 random bytes, for pages without crypto.randomUUID. */
const uuidFromBytes = (random: RandomSource): string => {
  const bytes = random.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const digits = Array.from(bytes, hex).join("")
  return [digits.slice(0, 8), digits.slice(8, 12), digits.slice(12, 16), digits.slice(16, 20), digits.slice(20)].join(
    "-",
  )
}

export const randomUuid = (random: RandomSource = globalThis.crypto): string =>
  random.randomUUID === undefined ? uuidFromBytes(random) : random.randomUUID()

const TWO_TO_THE_32 = 2 ** 32
const HIGH_21_BITS = 0x1f_ffff

/** A positive safe integer drawn from 53 random bits, naming one page load of one tab. */
export const drawTabId = (random: RandomSource = globalThis.crypto): number => {
  const [high = 0, low = 0] = random.getRandomValues(new Uint32Array(2))
  const tabId = (high & HIGH_21_BITS) * TWO_TO_THE_32 + low
  return tabId === 0 ? drawTabId(random) : tabId
}

export const makeBrowserIds = (random: RandomSource = globalThis.crypto): IdsShape => ({
  tabId: () => Effect.sync(() => drawTabId(random)),
  uuid: () => Effect.sync(() => randomUuid(random)),
})

export const layerBrowserIds = (random: RandomSource = globalThis.crypto): Layer.Layer<Ids> =>
  Layer.succeed(Ids, makeBrowserIds(random))
