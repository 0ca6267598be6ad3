import { AUTHORIZATION_HEADER, DEVICE_FINGERPRINT_HEADER, PURCHASE_KEY_HEADER, type Credentials } from "@boleteria/core"
import type * as JsonSchema from "effect/JsonSchema"
import fc from "fast-check"
import type { OpenApiOperation, OpenApiParameter } from "@boleteria/core"
import type { TextRequest } from "./document.js"
import { mutated, type Draft, type Mutated } from "./mutations.js"
import { validValue } from "./values.js"

const textOf = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value))

/** Text values for the parameters of one place: the required always, the optional now and then. */
const parameterTexts = (
  parameters: ReadonlyArray<OpenApiParameter>,
  definitions: JsonSchema.Definitions,
): fc.Arbitrary<Readonly<Record<string, string>>> =>
  fc
    .tuple(
      ...parameters.map((parameter) => {
        const text = validValue(parameter.schema, definitions).map(textOf)
        return parameter.required ? text : fc.option(text, { nil: undefined })
      }),
    )
    .map((texts) =>
      Object.fromEntries(texts.flatMap((text, index) => (text === undefined ? [] : [[parameters[index]!.name, text]]))),
    )

/** Printable ASCII: what a browser's fingerprint looks like, and all a header may carry. */
const fingerprint = fc.option(fc.stringMatching(/^[\x21-\x7e]{1,64}$/u), { nil: undefined })

/** Requests the document calls valid; `fixedPath` replaces path parameters (a live purchase's id). */
export const validDraft = (
  operation: OpenApiOperation,
  definitions: JsonSchema.Definitions,
  fixedPath: Readonly<Record<string, string>> = {},
): fc.Arbitrary<Draft> => {
  const located = (place: OpenApiParameter["in"]) =>
    operation.parameters.filter((parameter) => parameter.in === place && parameter.name !== DEVICE_FINGERPRINT_HEADER)
  const bodySchema = operation.requestBody?.content["application/json"].schema
  return fc
    .record({
      path: parameterTexts(located("path"), definitions),
      query: parameterTexts(located("query"), definitions),
      headers: parameterTexts(located("header"), definitions),
      fingerprint,
      body:
        bodySchema === undefined
          ? fc.constant(undefined)
          : validValue(bodySchema, definitions).map((json) => ({ json })),
    })
    .map(({ path, query, headers, fingerprint: device, body }) => ({
      path: { ...path, ...fixedPath },
      query,
      headers: { ...headers, ...(device === undefined ? {} : { [DEVICE_FINGERPRINT_HEADER]: device }) },
      body,
    }))
}

/** A valid request one time in four, a spoiled one otherwise. */
export const fuzzCases = (
  operation: OpenApiOperation,
  definitions: JsonSchema.Definitions,
  fixedPath: Readonly<Record<string, string>> = {},
): fc.Arbitrary<Mutated> =>
  validDraft(operation, definitions, fixedPath).chain((draft) =>
    fc.oneof(
      { arbitrary: fc.constant({ draft, mutation: "valid" }), weight: 1 },
      { arbitrary: mutated(draft), weight: 3 },
    ),
  )

/** The request as it travels, with the caller's token and purchase key (on every call, whatever its access). */
export const textRequestOf = (draft: Draft, credentials: Credentials): TextRequest => ({
  path: draft.path,
  query: draft.query,
  headers: {
    ...draft.headers,
    ...(credentials.token === null ? {} : { [AUTHORIZATION_HEADER]: `Bearer ${credentials.token}` }),
    ...(credentials.purchaseKey === null ? {} : { [PURCHASE_KEY_HEADER]: credentials.purchaseKey }),
  },
  body: draft.body === undefined ? undefined : "raw" in draft.body ? draft.body.raw : JSON.stringify(draft.body.json),
})
