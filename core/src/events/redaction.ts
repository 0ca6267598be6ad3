/**
 * What a purchase log must never carry (issue 25): a log is shared for debugging, and whoever holds a
 * session token, a purchase key or a queue turn can act as the shopper. Each secret is replaced, at
 * record time, by a stable reference (`redacted-token-1`: the same secret, the same reference, all
 * through the log), so the log replays to the same states. Personal data (the customer's name and
 * e-mail) is masked the same way when a log leaves the tab, unless the shopper keeps it in their own
 * copy (`personalData: "kept"`).
 *
 * The references are lowercase on purpose: none looks like a secret (SECRET_SHAPE), and each still
 * fits its field's schema (a purchase key needs 22 characters of base64url).
 */

/** Fields whose value is a capability, by name wherever they appear (events, persisted keys, states). */
const SECRET_FIELDS: Readonly<Record<string, string>> = {
  token: "token",
  cClaveProceso: "purchase-key",
  colaTurno: "queue-turn",
}

/** The customer's own data, by the object that holds it: `user` (a login, a restore, a data change). */
const PERSONAL_FIELDS: Readonly<Record<string, Readonly<Record<string, (n: number) => string>>>> = {
  user: {
    cNombre: (n) => `redacted-name-${n}`,
    cEmail: (n) => `redacted-email-${n}@example.invalid`,
  },
}

/**
 * What a token or key looks like where no field names it (a payment link's `?clave=` in a route's
 * path, a wallet's URL): 20 or more base64url characters with capitals, small letters and digits.
 * Slugs, UUIDs and the references above have no capitals.
 */
const SECRET_RUN = /[A-Za-z0-9_-]{20,}/gu
const looksSecret = (run: string): boolean => /[A-Z]/u.test(run) && /[a-z]/u.test(run) && /\d/u.test(run)

/** The substrings of `text` that look like a token or key: none should be in a log. */
export const findSecretShapes = (text: string): ReadonlyArray<string> =>
  [...text.matchAll(SECRET_RUN)].map(([run]) => run).filter(looksSecret)

/** Gives each distinct value of a kind its number, in order of first sight. */
const numbering = () => {
  const seen = new Map<string, number>()
  return (kind: string, value: string): number => {
    const key = `${kind}\u0000${value}`
    const known = seen.get(key)
    if (known !== undefined) return known
    const next = [...seen.keys()].filter((seenKey) => seenKey.startsWith(`${kind}\u0000`)).length + 1
    seen.set(key, next)
    return next
  }
}

type Json = unknown

/** Rewrites every string of a JSON value; `field` (the key that holds it) and `holder` (its object's key) guide the rule. */
const walk = (
  value: Json,
  rewrite: (text: string, field: string | null, holder: string | null) => string,
  field: string | null = null,
  holder: string | null = null,
): Json => {
  if (typeof value === "string") return rewrite(value, field, holder)
  if (Array.isArray(value)) return value.map((item: Json) => walk(item, rewrite, field, holder))
  if (typeof value !== "object" || value === null) return value
  const entries = Object.entries(value as Record<string, Json>)
  let changed = false
  const next = entries.map(([key, inner]) => {
    const rewritten = walk(inner, rewrite, key, field)
    if (rewritten !== inner) changed = true
    return [key, rewritten] as const
  })
  return changed ? Object.fromEntries(next) : value
}

/**
 * Replaces the secrets of any JSON value (an event, persisted keys, a snapshot's context) by their
 * references. One redactor per log: its references are stable for as long as it lives.
 */
export const createSecretRedactor = () => {
  const number = numbering()
  const reference = (kind: string, secret: string) => `redacted-${kind}-${number(kind, secret)}`
  const rewrite = (text: string, field: string | null): string => {
    const kind = field === null ? undefined : SECRET_FIELDS[field]
    // A log read again (an upcast one, a copy of a copy) keeps its references as they are.
    if (kind !== undefined) return text.startsWith("redacted-") ? text : reference(kind, text)
    return findSecretShapes(text).length === 0
      ? text
      : text.replace(SECRET_RUN, (run) => (looksSecret(run) ? reference("secret", run) : run))
  }
  return <T>(value: T): T => walk(value, rewrite) as T
}

export type SecretRedactor = ReturnType<typeof createSecretRedactor>

/** Masks the customer's name and e-mail in any JSON value; one masker per exported log. */
export const createPersonalDataMask = () => {
  const number = numbering()
  const rewrite = (text: string, field: string | null, holder: string | null): string => {
    const mask = holder === null || field === null ? undefined : PERSONAL_FIELDS[holder]?.[field]
    return mask === undefined ? text : mask(number(`${holder}.${field}`, text))
  }
  return <T>(value: T): T => walk(value, rewrite) as T
}

/** Whether a log's personal data is masked (the default: any log that leaves the tab) or kept (the shopper's own copy, asked for). */
export type PersonalData = "masked" | "kept"
