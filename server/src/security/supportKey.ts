import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/** Shorter keys are refused at start: the key guards every log shoppers sent. */
const MIN_SUPPORT_KEY_LENGTH = 32

/** Where the demo keeps the key it made (DATA_DIR, never the repository). */
const KEY_FILE = "support-key"

const digest = (text: string): Buffer => createHash("sha256").update(text).digest()

/** Whether `given` is the support key: compared on their SHA-256, in constant time whatever their lengths. */
export const isSupportKey = (given: string | undefined, key: string): boolean =>
  given !== undefined && timingSafeEqual(digest(given), digest(key))

/** The key, and the file it was read from or made in (null when SUPPORT_KEY gave it). */
interface SupportKeySource {
  readonly key: string
  readonly file: string | null
}

/**
 * SUPPORT_KEY (at least 32 characters), or, when unset (the demo, `npm start`), a key made on the
 * first start and kept in DATA_DIR/support-key (mode 600), read again on the next starts.
 */
export const supportKeyFromEnvironment = (dataDir: string): SupportKeySource => {
  const given = process.env["SUPPORT_KEY"]
  if (given !== undefined && given !== "") {
    if (given.length < MIN_SUPPORT_KEY_LENGTH)
      throw new Error(`SUPPORT_KEY: expected at least ${MIN_SUPPORT_KEY_LENGTH} characters, got ${given.length}`)
    return { key: given, file: null }
  }
  const file = join(dataDir, KEY_FILE)
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" })
  } catch (error) {
    // Made on an earlier start, or by a process starting beside this one: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
  }
  return { key: readFileSync(file, "utf8").trim(), file }
}
