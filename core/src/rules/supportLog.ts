/**
 * A log a shopper sends to support (docs/replay.md, "Support inbox") is found again by a short
 * reference they can read out on the phone: 8 characters of Crockford's base32 (no I, L, O or U,
 * which read as 1, 1, 0 or a word), grouped 4-4: `K7M2-Q9XD`.
 */
export const SUPPORT_REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

export const SUPPORT_REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/u

/** What the shopper may say of what went wrong, in their words. */
export const MAX_SUPPORT_COMMENT_LENGTH = 1000

/** A log as large as a long purchase makes (12 minutes are ~150 KB), with room: the one body above the edge's 64 KiB. */
export const MAX_SUPPORT_LOG_BYTES = 4 * 1024 * 1024

/**
 * A reference as support types it, read as Crockford's base32 reads: any case, spaces and dashes
 * anywhere, I and L for 1, O for 0. Null when it cannot be one.
 */
export const readSupportReference = (typed: string): string | null => {
  const plain = typed.toUpperCase().replace(/[\s-]/gu, "").replace(/[IL]/gu, "1").replace(/O/gu, "0")
  const reference = `${plain.slice(0, 4)}-${plain.slice(4)}`
  return SUPPORT_REFERENCE_PATTERN.test(reference) ? reference : null
}
