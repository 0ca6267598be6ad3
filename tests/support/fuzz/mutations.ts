import fc from "fast-check"

/**
 * What a malformed request is made of: a valid one with one thing spoiled. The body stays a
 * JSON value while it is spoiled (`json`), or becomes text no JSON value gives (`raw`).
 */
export interface Draft {
  readonly path: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
  readonly headers: Readonly<Record<string, string>>
  readonly body: { readonly json: unknown } | { readonly raw: string } | undefined
}

/** A spoiled draft and what was done to it, so an offender can be told and reproduced. */
export interface Mutated {
  readonly draft: Draft
  readonly mutation: string
}

const HUGE_TEXT_LENGTH = 100_000
const LONG_ARRAY_LENGTH = 10_000
const DEEP_NESTING = 10_000
const HUGE_BODY_BYTES = 2 * 1024 * 1024

/** Numbers a field of the contract must refuse or bound: past PostgreSQL's integer, negative, unsafe, huge, fractional. */
const BAD_NUMBERS: ReadonlyArray<number> = [2_147_483_648, -1, 2 ** 53, 1e308, -1e308, 1.5, 4_294_967_296, 1e21]

/** Control characters no text field takes (NUL first: PostgreSQL refuses it in text). */
const CONTROL_CHARACTERS: ReadonlyArray<string> = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\r\n"]

/** Text where a number goes: too big, negative, not a number, number-like, empty, in other digits. */
const BAD_NUMBER_TEXTS: ReadonlyArray<string> = [
  "2147483648",
  "-1",
  "9007199254740993",
  "1e308",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "1.5",
  "abc",
  "\u0000",
  "1\u0000",
  " 1",
  "+1",
  "",
  "9".repeat(400),
  "٣",
  "true",
  "null",
  "[]",
]

/** Values of every JSON type, to put where another type goes. */
const OTHER_TYPES: ReadonlyArray<unknown> = [
  null,
  true,
  false,
  [],
  {},
  "x",
  0,
  [null],
  { a: 1 },
  "12",
  "NaN",
  "Infinity",
]

const HEADER_TEXTS: ReadonlyArray<string> = ["ar", "ZZZ", "A", "12", "", "x".repeat(2000), "\u00d1A", "AR AR"]

/** Bodies no JSON value of the contract gives: empty, cut, not JSON, the wrong type, too deep, too big. */
const RAW_BODIES: ReadonlyArray<string> = [
  "",
  "{",
  "nCode=1&oData=2",
  "null",
  "[]",
  "42",
  '"x"',
  "{}",
  "\ufeff{}",
  '{"a":1,"a":2}',
  `${"[".repeat(DEEP_NESTING)}${"]".repeat(DEEP_NESTING)}`,
  `{"x":"${"a".repeat(HUGE_BODY_BYTES)}"}`,
]

type Location = ReadonlyArray<string | number>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Every place in a JSON value, the value itself first. */
const locationsOf = (value: unknown, at: Location = []): ReadonlyArray<Location> => [
  at,
  ...(Array.isArray(value)
    ? value.flatMap((item, index) => locationsOf(item, [...at, index]))
    : isRecord(value)
      ? Object.entries(value).flatMap(([key, item]) => locationsOf(item, [...at, key]))
      : []),
]

const valueAt = (value: unknown, at: Location): unknown =>
  at.reduce<unknown>((current, step) => (current as Record<string | number, unknown>)[step], value)

/** The value with the thing at `at` changed by `change` (which returns undefined to remove it). */
const changedAt = (value: unknown, at: Location, change: (current: unknown) => unknown): unknown => {
  if (at.length === 0) return change(value)
  const [step, ...rest] = at
  if (Array.isArray(value))
    return (value as ReadonlyArray<unknown>).map((item, index) =>
      index === step ? changedAt(item, rest, change) : item,
    )
  const record = value as Record<string, unknown>
  const changed = changedAt(record[step as string], rest, change)
  // fromEntries, not a spread: a key such as "__proto__" stays a key of its own.
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, item]) =>
      key !== step ? [[key, item]] : changed === undefined ? [] : [[key, changed]],
    ),
  )
}

const pick = <T>(items: ReadonlyArray<T>, index: number): T => items[index % items.length] as T

const named = (at: Location): string => (at.length === 0 ? "(whole)" : at.join("."))

/** Where in the body a mutation applies, chosen among the places whose value passes `where`. */
const bodyPlace = (draft: Draft, index: number, where: (value: unknown) => boolean): Location | null => {
  if (draft.body === undefined || !("json" in draft.body)) return null
  const json = draft.body.json
  const places = locationsOf(json).filter((at) => where(valueAt(json, at)))
  return places.length === 0 ? null : pick(places, index)
}

const withBody = (draft: Draft, json: unknown): Draft => ({ ...draft, body: { json } })

const badValueFor = (current: unknown, index: number): unknown => {
  if (typeof current === "number") return pick([...BAD_NUMBERS, ...OTHER_TYPES], index)
  if (typeof current === "string") {
    return pick(
      [...CONTROL_CHARACTERS.map((control) => `${current}${control}`), "x".repeat(HUGE_TEXT_LENGTH), ...OTHER_TYPES],
      index,
    )
  }
  return pick(OTHER_TYPES, index)
}

type Mutation = (draft: Draft, index: number, text: string) => Mutated | null

const MUTATIONS: Readonly<Record<string, Mutation>> = {
  wrongValue: (draft, index) => {
    const at = bodyPlace(draft, index, () => true)
    if (at === null || draft.body === undefined || !("json" in draft.body)) return null
    const bad = badValueFor(valueAt(draft.body.json, at), Math.floor(index / 7))
    return {
      draft: withBody(
        draft,
        changedAt(draft.body.json, at, () => bad),
      ),
      mutation: `body ${named(at)} = ${JSON.stringify(bad).slice(0, 40)}`,
    }
  },
  controlCharacter: (draft, index, text) => {
    const at = bodyPlace(draft, index, (value) => typeof value === "string")
    if (at === null || draft.body === undefined || !("json" in draft.body)) return null
    const control = pick(CONTROL_CHARACTERS, text.length)
    const spoil = (current: unknown) =>
      `${String(current).slice(0, index % 4)}${control}${String(current).slice(index % 4)}`
    return {
      draft: withBody(draft, changedAt(draft.body.json, at, spoil)),
      mutation: `body ${named(at)} with ${JSON.stringify(control)}`,
    }
  },
  missingField: (draft, index) => {
    const at = bodyPlace(draft, index, () => true)
    if (at === null || at.length === 0 || draft.body === undefined || !("json" in draft.body)) return null
    return {
      draft: withBody(
        draft,
        changedAt(draft.body.json, at, () => undefined),
      ),
      mutation: `body without ${named(at)}`,
    }
  },
  extraField: (draft, index, text) => {
    const at = bodyPlace(draft, index, isRecord)
    if (at === null || draft.body === undefined || !("json" in draft.body)) return null
    const key = pick(["__proto__", "constructor", "cExtra", text], index)
    const extra = (current: unknown) =>
      Object.fromEntries([...Object.entries(current as object), [key, { polluted: true }]])
    return {
      draft: withBody(draft, changedAt(draft.body.json, at, extra)),
      mutation: `body ${named(at)} with extra ${JSON.stringify(key)}`,
    }
  },
  overLongArray: (draft, index) => {
    const at = bodyPlace(draft, index, Array.isArray)
    if (at === null || draft.body === undefined || !("json" in draft.body)) return null
    const longer = (current: unknown) =>
      Array.from({ length: LONG_ARRAY_LENGTH }, (_, item) => (current as Array<unknown>)[0] ?? item)
    return {
      draft: withBody(draft, changedAt(draft.body.json, at, longer)),
      mutation: `body ${named(at)} with ${LONG_ARRAY_LENGTH} items`,
    }
  },
  deepValue: (draft, index) => {
    const at = bodyPlace(draft, index, () => true)
    if (at === null || draft.body === undefined || !("json" in draft.body)) return null
    const raw = JSON.stringify(changedAt(draft.body.json, at, () => "@DEEP@")).replace(
      '"@DEEP@"',
      `${"[".repeat(DEEP_NESTING)}${"]".repeat(DEEP_NESTING)}`,
    )
    return { draft: { ...draft, body: { raw } }, mutation: `body ${named(at)} nested ${DEEP_NESTING} deep` }
  },
  rawBody: (draft, index) =>
    draft.body === undefined
      ? null
      : {
          draft: { ...draft, body: { raw: pick(RAW_BODIES, index) } },
          mutation: `raw body #${index % RAW_BODIES.length}`,
        },
  pathText: (draft, index, text) => {
    const names = Object.keys(draft.path)
    if (names.length === 0) return null
    const name = pick(names, index)
    const bad = index % 5 === 4 ? text : pick(BAD_NUMBER_TEXTS, Math.floor(index / names.length))
    return {
      draft: { ...draft, path: { ...draft.path, [name]: bad } },
      mutation: `path ${name} = ${JSON.stringify(bad).slice(0, 40)}`,
    }
  },
  queryText: (draft, index) => {
    const names = Object.keys(draft.query)
    if (names.length === 0) return null
    const name = pick(names, index)
    if (index % 6 === 5) {
      const { [name]: _dropped, ...rest } = draft.query
      return { draft: { ...draft, query: rest }, mutation: `query without ${name}` }
    }
    const bad = pick(BAD_NUMBER_TEXTS, Math.floor(index / names.length))
    return {
      draft: { ...draft, query: { ...draft.query, [name]: bad } },
      mutation: `query ${name} = ${JSON.stringify(bad).slice(0, 40)}`,
    }
  },
  headerText: (draft, index) => {
    const names = Object.keys(draft.headers)
    if (names.length === 0) return null
    const name = pick(names, index)
    const bad = pick(HEADER_TEXTS, Math.floor(index / names.length))
    return {
      draft: { ...draft, headers: { ...draft.headers, [name]: bad } },
      mutation: `header ${name} = ${JSON.stringify(bad).slice(0, 40)}`,
    }
  },
}

/** One of the mutations that applies to the draft, or the draft unchanged when none does. */
export const mutated = (draft: Draft): fc.Arbitrary<Mutated> =>
  fc
    .record({
      name: fc.constantFrom(...Object.keys(MUTATIONS)),
      index: fc.nat({ max: 10_000 }),
      text: fc.string({ maxLength: 30 }),
    })
    .map(({ name, index, text }) => MUTATIONS[name]?.(draft, index, text) ?? { draft, mutation: "valid" })

/**
 * The same spoilings, each at every place it applies, without chance: NUL and other controls in
 * every text field, every bad number in every number field, every bad text in every parameter.
 */
export const everyFieldMutation = (draft: Draft): ReadonlyArray<Mutated> => {
  const json = draft.body !== undefined && "json" in draft.body ? draft.body.json : undefined
  const places = json === undefined ? [] : locationsOf(json).filter((at) => at.length > 0)
  const inBody = places.flatMap((at) => {
    const current = valueAt(json, at)
    const bads =
      typeof current === "string"
        ? [...CONTROL_CHARACTERS.map((control) => `${current}${control}`), 7]
        : typeof current === "number"
          ? [...BAD_NUMBERS, "12"]
          : [null]
    return bads.map((bad) => ({
      draft: withBody(
        draft,
        changedAt(json, at, () => bad),
      ),
      mutation: `body ${named(at)} = ${JSON.stringify(bad)}`,
    }))
  })
  const inText = (["path", "query"] as const).flatMap((part) =>
    Object.keys(draft[part]).flatMap((name) =>
      BAD_NUMBER_TEXTS.map((bad) => ({
        draft: { ...draft, [part]: { ...draft[part], [name]: bad } },
        mutation: `${part} ${name} = ${JSON.stringify(bad).slice(0, 40)}`,
      })),
    ),
  )
  return [...inBody, ...inText]
}
