// The random part of an Idempotency-Key (wire.ts), kept apart from the contract's schemas: the shop's
// first download builds its calls with it.

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/** The bytes in base64url, without padding. */
export const base64url = (bytes: Uint8Array): string => {
  let text = ""
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = (bytes[index]! << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0)
    const characters = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6))
    for (let place = 0; place < characters; place++) text += BASE64URL[(chunk >> (18 - 6 * place)) & 63]
  }
  return text
}

/** Web Crypto, which browsers, Node and workers all have: core names only the one call it makes. */
interface RandomSource {
  readonly getRandomValues: <T extends Uint8Array>(array: T) => T
}

/** 16 random bytes (128 bits, as a UUID v4 nearly has) in base64url: 22 characters. */
export const newIdempotencyKey = (): string => {
  const { crypto } = globalThis as unknown as { readonly crypto: RandomSource }
  return base64url(crypto.getRandomValues(new Uint8Array(16)))
}
