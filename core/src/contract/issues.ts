import type * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"

const standardIssues = SchemaIssue.makeFormatterStandardSchemaV1()

type PathStep = PropertyKey | { readonly key: PropertyKey }

/** `listaFuncion.0.idFuncion`; "(root)" when the whole value had the wrong shape. */
const fieldPath = (path: ReadonlyArray<PathStep>): string =>
  path.length === 0 ? "(root)" : path.map((step) => String(typeof step === "object" ? step.key : step)).join(".")

/** The first thing wrong in a value a schema refused: where, and what (one line). */
export interface FirstIssue {
  readonly field: string
  readonly message: string
}

export const firstIssueOf = (error: Schema.SchemaError): FirstIssue => {
  const [first] = standardIssues(error.issue).issues
  return {
    field: fieldPath(first?.path ?? []),
    message: first?.message ?? error.message.split("\n")[0] ?? "invalid value",
  }
}
