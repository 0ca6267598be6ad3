/**
 * The provider's page that saves a card returns to /myCards with nothing in its address (SPEC gives
 * card/BancardiFrame no return parameters), so before leaving for it the page notes which cards the
 * customer had: on return the new one is told apart and confirmed. In this tab only.
 */
const KEY = "boleteria.cardRegistration"

/** As long as the provider's page stays open (docs/saved-cards.md): a later visit is not a return. */
const LIFETIME_MS = 15 * 60_000

interface Note {
  readonly aliases: ReadonlyArray<string>
  readonly at: number
}

const isNote = (value: unknown): value is Note =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Note).aliases) &&
  typeof (value as Note).at === "number"

/** Storage may be refused (private browsing): without the note the page only misses its confirmation. */
const quietly = <A>(attempt: () => A, otherwise: A): A => {
  try {
    return attempt()
  } catch {
    return otherwise
  }
}

export const noteRegistrationStarted = (aliases: ReadonlyArray<string>): void =>
  quietly(() => sessionStorage.setItem(KEY, JSON.stringify({ aliases, at: Date.now() } satisfies Note)), undefined)

/** The cards the customer had when they left to save one, if they are coming back from it now. */
export const readRegistrationNote = (): ReadonlySet<string> | null =>
  quietly(() => {
    const note: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null")
    return isNote(note) && Date.now() - note.at < LIFETIME_MS ? new Set(note.aliases) : null
  }, null)

export const clearRegistrationNote = (): void => quietly(() => sessionStorage.removeItem(KEY), undefined)
