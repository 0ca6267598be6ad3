/** Web Crypto, which browsers and Node (19 and later) both have; core's compiler options list no platform. */
interface RandomSource {
  readonly getRandomValues: <T extends Uint8Array>(bytes: T) => T
}

const randomBytes = (count: number): Uint8Array =>
  (globalThis as unknown as { readonly crypto: RandomSource }).crypto.getRandomValues(new Uint8Array(count))

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

const base64url = (bytes: Uint8Array): string => {
  let text = ""
  for (let start = 0; start < bytes.length; start += 3) {
    const [a = 0, b = 0, c = 0] = bytes.subarray(start, start + 3)
    const chunk = (a << 16) | (b << 8) | c
    const chars = Math.min(4, Math.ceil(((bytes.length - start) * 8) / 6))
    for (let index = 0; index < chars; index++) text += BASE64URL[(chunk >> (18 - 6 * index)) & 63]
  }
  return text
}

/** A session token or a purchase key: 32 random bytes in base64url (43 characters), as the server issues them. */
export const newSecret = (): string => base64url(randomBytes(32))

/** The number printed on a ticket and in its QR: 12 random base32 characters. */
export const ticketCode = (): string => [...randomBytes(12)].map((byte) => BASE32[byte & 31]).join("")

/** A withdrawal's tracking code: 10 random base32 characters, as the server issues them. */
export const trackingCode = (): string => [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join("")

/** `length` random decimal digits (a recovery code, a sandbox CAE). */
export const randomDigits = (length: number): string =>
  [...randomBytes(length)].map((byte) => String(byte % 10)).join("")
