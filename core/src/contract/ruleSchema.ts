import * as Schema from "effect/Schema"
import * as SchemaGetter from "effect/SchemaGetter"
import * as SchemaAST from "effect/SchemaAST"
import type * as SchemaRepresentation from "effect/SchemaRepresentation"
import type { Check } from "../rules/result.js"

// A field rule is one function in core/src/rules; the schemas here call it, so the message the shop
// shows and the 400 the server answers come from the same code and can never disagree.

/**
 * What the JSON Schema document says of a rule: a fragment that describes it exactly, or
 * `[fragment, true]` for a looser one (what no JSON Schema keyword can say, such as "trimmed").
 */
export type PublishedRule = SchemaRepresentation.ToJsonSchema.CheckOutput

const NOTHING_PUBLISHED: PublishedRule = [{}, true]

/**
 * A rule that takes any text with a visible character, said exactly: `\S` is what is left once
 * trimmed (ECMAScript's \s is the set String#trim removes).
 */
export const NOT_BLANK: PublishedRule = { pattern: "\\S" }

/** A rule's verdict as a schema check: a failure carries the rule's message key, at `path`. */
const verdictOf = <A>(rule: (value: A) => Check<unknown>, path: ReadonlyArray<PropertyKey>, published: PublishedRule) =>
  Schema.makeFilter<A>(
    (value) => {
      const check = rule(value)
      if (check.ok) return undefined
      return path.length === 0 ? check.error : { path, issue: check.error }
    },
    { toJsonSchema: () => published },
  )

/** The value the rule cleaned; the verdict before it has already refused what the rule refuses. */
const cleanedBy = <A>(rule: (value: A) => Check<A>) =>
  SchemaGetter.transform<A, A>((value) => {
    const check = rule(value)
    return check.ok ? check.value : value
  })

/**
 * A field decoded by a shop rule: decoding runs the rule on the value `encoded` (Text, Int…)
 * accepts, refuses with the rule's message key (`validation.password.uppercase`) at the field's
 * path, and yields the value the rule answers (a trimmed name, a card number without spaces).
 * The JSON Schema shows `encoded` and `published`.
 */
export const ruleSchema = <A extends string | number>(
  encoded: Schema.Codec<A>,
  rule: (value: A) => Check<A>,
  published: PublishedRule = NOTHING_PUBLISHED,
) =>
  encoded
    .check(verdictOf(rule, [], published))
    .pipe(Schema.decodeTo(Schema.toType(encoded), { decode: cleanedBy(rule), encode: SchemaGetter.passthrough() }))

/**
 * A rule that judges the fields of an object together (a confirmation against what it confirms):
 * a failure carries its message key at `field`, or at the object itself when no field is named.
 */
export const objectCheck = <A>(rule: (value: A) => Check<unknown>, field?: keyof A & string) =>
  verdictOf(rule, field === undefined ? [] : [field], NOTHING_PUBLISHED)

/**
 * A rule that judges one field of an object by another (a document number by its type): decoding
 * refuses at `field` with the rule's message key and yields the object with the value the rule
 * answers in that field. The identifier of `schema` names the result, so the JSON Schema
 * definition keeps its name.
 */
export const withFieldRule =
  <A, K extends keyof A & string>(field: K, rule: (value: A) => Check<A[K]>) =>
  <T extends A, E>(schema: Schema.Codec<T, E>) => {
    const clean = (value: T): Check<T> => {
      const check = rule(value)
      return check.ok ? { ok: true, value: { ...value, [field]: check.value } } : check
    }
    const checked = schema.check(objectCheck<T>(rule, field))
    // An identifier is read from the last check, so the one `schema` had goes on the new check too.
    const identifier = SchemaAST.resolveIdentifier(schema.ast)
    return (identifier === undefined ? checked : checked.annotate({ identifier })).pipe(
      Schema.decodeTo(Schema.toType(schema), { decode: cleanedBy(clean), encode: SchemaGetter.passthrough() }),
    )
  }
