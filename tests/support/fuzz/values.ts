import type * as JsonSchema from "effect/JsonSchema"
import fc from "fast-check"

/**
 * fast-check values valid for a JSON Schema of the OpenAPI document: the subset effect emits
 * (types, enums, bounds, patterns, anyOf, arrays, objects, `$ref`s into the components).
 * Checks JSON Schema cannot say (a confirmation equal to its field) are left to chance.
 */

const COMPONENT_REF = "#/components/schemas/"
/** Small collections reach the server's rules; the over-long ones are the mutations' business. */
const MAX_ITEMS = 4
const CONFIRMATION = "Confirmacion"

type Schema = JsonSchema.JsonSchema

const resolve = (schema: Schema, definitions: JsonSchema.Definitions): Schema => {
  const ref = schema["$ref"]
  if (typeof ref !== "string") return schema
  const target = definitions[ref.replace(COMPONENT_REF, "")]
  if (target === undefined) throw new Error(`no component for ${ref}`)
  return resolve(target, definitions)
}

const isAnchored = (pattern: string): boolean => pattern.startsWith("^") && pattern.endsWith("$")

const codePoints = (text: string): number => [...text].length

/** A string schema and the parts of its `allOf`, nested ones too: each may add a pattern or a length. */
const partsOf = (schema: Schema): ReadonlyArray<Schema> => [
  schema,
  ...((schema["allOf"] ?? []) as ReadonlyArray<Schema>).flatMap(partsOf),
]

const numbersOf = (parts: ReadonlyArray<Schema>, key: string): ReadonlyArray<number> =>
  parts.flatMap((part) => (typeof part[key] === "number" ? [part[key]] : []))

/** `\s` also matches line breaks and tabs, which no text field takes: a space stands for it while generating. */
const spacesOnly = (pattern: string): string => pattern.replace(/(?<!\\)\\s/gu, " ")

/**
 * A string matching every pattern: the most specific anchored pattern gives its shape, each
 * floating one (`[A-Z]`, `\d`) adds a piece that matches it, short ones are padded; the rest is filtered.
 */
const validString = (schema: Schema): fc.Arbitrary<string> => {
  const parts = partsOf(schema)
  const patterns = parts.flatMap((part) => (typeof part["pattern"] === "string" ? [part["pattern"]] : []))
  const regexes = patterns.map((pattern) => new RegExp(pattern, "u"))
  const shape = patterns.filter(isAnchored).at(-1)
  const floating = patterns.filter((pattern) => !isAnchored(pattern))
  const minLength = Math.max(0, ...numbersOf(parts, "minLength"))
  const maxLength = Math.min(Number.POSITIVE_INFINITY, ...numbersOf(parts, "maxLength"))
  const base =
    shape === undefined ? fc.string({ maxLength: 12 }) : fc.stringMatching(new RegExp(spacesOnly(shape), "u"))
  return fc
    .tuple(base, ...floating.map((pattern) => fc.stringMatching(new RegExp(`^(?:${pattern})$`, "u"))))
    .map((pieces) => pieces.join(""))
    .map((text) => text.padEnd(text.length + Math.max(0, minLength - codePoints(text)), "x"))
    .filter((text) => codePoints(text) <= maxLength && regexes.every((regex) => regex.test(text)))
}

interface Range {
  readonly min: number
  readonly max: number
}

const rangeOf = (schema: Schema, within: Range): Range => ({
  min: Math.max(within.min, typeof schema["minimum"] === "number" ? schema["minimum"] : within.min),
  max: Math.min(within.max, typeof schema["maximum"] === "number" ? schema["maximum"] : within.max),
})

/** The ranges a number schema allows: its bounds, narrowed by the choices of an `allOf` (a year of 2 or 4 digits). */
const rangesOf = (schema: Schema, integer: boolean): ReadonlyArray<Range> => {
  const outer = rangeOf(schema, integer ? { min: -(2 ** 31), max: 2 ** 31 - 1 } : { min: -1e9, max: 1e9 })
  const choices = ((schema["allOf"] ?? []) as ReadonlyArray<Schema>).flatMap(
    (part) => (part["anyOf"] ?? [part]) as ReadonlyArray<Schema>,
  )
  const ranges = choices.length === 0 ? [outer] : choices.map((choice) => rangeOf(choice, outer))
  return ranges.filter((range) => range.min <= range.max)
}

const validNumber = (schema: Schema, integer: boolean): fc.Arbitrary<number> =>
  fc.oneof(
    ...rangesOf(schema, integer).map(({ min, max }) =>
      integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    ),
  )

const validObject = (schema: Schema, definitions: JsonSchema.Definitions): fc.Arbitrary<Record<string, unknown>> => {
  const properties = (schema["properties"] ?? {}) as Record<string, Schema>
  const required = (schema["required"] ?? []) as ReadonlyArray<string>
  return fc
    .record(
      Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, validValue(property, definitions)]),
      ),
      { requiredKeys: required.filter((name) => name in properties) },
    )
    .map(withConfirmations)
}

/** The contract names a confirmation after its field (cClave, cClaveConfirmacion); JSON Schema cannot say they match. */
const withConfirmations = (object: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(object).map(([name, value]) => {
      const confirmed = name.endsWith(CONFIRMATION) ? name.slice(0, -CONFIRMATION.length) : null
      return [name, confirmed !== null && confirmed in object ? object[confirmed] : value]
    }),
  )

/** Values the schema accepts (as far as JSON Schema can tell). */
export const validValue = (given: Schema, definitions: JsonSchema.Definitions): fc.Arbitrary<unknown> => {
  const schema = resolve(given, definitions)
  const choices = (schema["anyOf"] ?? schema["oneOf"]) as ReadonlyArray<Schema> | undefined
  if (choices !== undefined) return fc.oneof(...choices.map((choice) => validValue(choice, definitions)))
  if (Array.isArray(schema["enum"])) return fc.constantFrom(...(schema["enum"] as ReadonlyArray<unknown>))
  if ("const" in schema) return fc.constant(schema["const"])
  switch (schema["type"]) {
    case "string":
      return validString(schema)
    case "integer":
      return validNumber(schema, true)
    case "number":
      return validNumber(schema, false)
    case "boolean":
      return fc.boolean()
    case "null":
      return fc.constant(null)
    case "array":
      return fc.array(validValue((schema["items"] ?? {}) as Schema, definitions), {
        minLength: typeof schema["minItems"] === "number" ? schema["minItems"] : 0,
        maxLength: Math.max(MAX_ITEMS, typeof schema["minItems"] === "number" ? schema["minItems"] : 0),
      })
    case "object":
      return validObject(schema, definitions)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
