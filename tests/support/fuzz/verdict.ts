import type { EndpointName, OpenApiDocument, OpenApiOperation } from "@boleteria/core"
import type { DocumentValidator, TextRequest } from "./document.js"
import type { RawAnswer } from "./send.js"

const COMPONENT_REF = "#/components/schemas/"
/** How the server names a part of the request when the part as a whole is wrong. */
const PART_NAMES = ["path", "query", "headers", "body"]

/**
 * Every field name a request of the operation can carry: its parameters, the headers of the keys its
 * security asks for (a payment link's is read with the request's headers), and the body's
 * properties, nested ones too.
 */
export const fieldNamesOf = (
  operation: OpenApiOperation,
  document: Pick<OpenApiDocument, "components">,
): ReadonlySet<string> => {
  const definitions = document.components.schemas
  const schemes = document.components.securitySchemes
  const keyHeaders = operation.security.flatMap((alternative) =>
    Object.keys(alternative).flatMap((scheme) => schemes[scheme]?.["name"] ?? []),
  )
  const names = new Set([...PART_NAMES, ...operation.parameters.map((parameter) => parameter.name), ...keyHeaders])
  const seen = new Set<unknown>()
  const walk = (schema: unknown): void => {
    if (typeof schema !== "object" || schema === null || seen.has(schema)) return
    seen.add(schema)
    const node = schema as Record<string, unknown>
    if (typeof node["$ref"] === "string") walk(definitions[node["$ref"].replace(COMPONENT_REF, "")])
    for (const name of Object.keys(node["properties"] ?? {})) names.add(name)
    for (const value of Object.values(node)) walk(value)
  }
  walk(operation.requestBody?.content["application/json"].schema)
  return names
}

export interface Judged {
  readonly name: EndpointName
  /** Whether the operation answers a file on success. */
  readonly answersFile: boolean
  readonly request: TextRequest
  readonly answer: RawAnswer
  readonly fieldNames: ReadonlySet<string>
}

/**
 * What is wrong with one answer to a generated request, if anything: a 500; a body that is not
 * the `{ nCode, oData }` envelope (or the PDF); an error status the operation does not declare or
 * without a message; a 400 to a request the document calls invalid that names no field; a 200 to
 * such a request; a 200 off its declared schema.
 */
export const offencesOf = (validator: DocumentValidator, judged: Judged): ReadonlyArray<string> => {
  const { name, answer } = judged
  if (answer.status >= 500) return [`HTTP ${answer.status}: ${JSON.stringify(answer.json ?? answer.contentType)}`]
  if (answer.status === 200 && judged.answersFile) {
    return answer.contentType.startsWith("application/pdf") ? [] : [`a 200 of ${answer.contentType}, not a PDF`]
  }
  const envelope = answer.json as { nCode?: unknown; oData?: unknown } | undefined
  if (typeof envelope !== "object" || envelope === null || !("nCode" in envelope) || !("oData" in envelope)) {
    return [`HTTP ${answer.status} without the { nCode, oData } envelope (${answer.contentType})`]
  }
  const declared = validator
    .answerProblems(name, answer.status, answer.json)
    .map((problem) => `HTTP ${answer.status}: ${problem.message}`)
  const codeDiffers =
    envelope.nCode === answer.status ? [] : [`nCode ${String(envelope.nCode)} on HTTP ${answer.status}`]
  const invalidRequest = validator.requestProblems(name, judged.request)
  const message = typeof envelope.oData === "string" ? envelope.oData : ""
  const namesNoField =
    answer.status === 400 &&
    invalidRequest.length > 0 &&
    ![...judged.fieldNames].some((field) => message.includes(field))
      ? [`a 400 that names no field: ${JSON.stringify(message)}`]
      : []
  const acceptedInvalid =
    answer.status === 200 && invalidRequest.length > 0
      ? [
          `a 200 to a request the document calls invalid (${invalidRequest.map((problem) => `${problem.field}: ${problem.message}`).join("; ")})`,
        ]
      : []
  return [...declared, ...codeDiffers, ...namesNoField, ...acceptedInvalid]
}
