/// <reference types="node" />
import { createReadStream } from "node:fs"
import { createInterface } from "node:readline"

/** A file's lines, read from disk as they are asked for (a failure to read the file rejects the iteration). */
export const fileLines = (path: string): AsyncIterable<string> =>
  createInterface({ input: createReadStream(path), crlfDelay: Infinity })
