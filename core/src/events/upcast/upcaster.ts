export type JsonObject = { readonly [key: string]: unknown }

/**
 * Brings a log of version `from` to version `from + 1`, line by line, as pure functions of what a
 * line says (`start` makes one per log: the references a redaction hands out are the log's own).
 */
export interface Upcaster {
  readonly from: number
  readonly start: () => {
    readonly header: (header: JsonObject) => JsonObject
    readonly line: (line: JsonObject) => JsonObject
  }
}
