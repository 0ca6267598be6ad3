import { fromJsonLines } from "../events/jsonl.js"
import { LogFormatError } from "../events/reader.js"
import { replayLog } from "../events/replay.js"
import { timelineText } from "./timeline.js"

const USAGE = "usage: boleteria-replay <log.jsonl> [--json]"

export interface CliIo {
  readonly readText: (path: string) => string
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

/** The replay command without the process around it: returns the exit code. */
export const runReplayCli = (args: ReadonlyArray<string>, io: CliIo): number => {
  const asJson = args.includes("--json")
  const files = args.filter((arg) => !arg.startsWith("--"))
  if (files.length !== 1) {
    io.err(USAGE)
    return 2
  }
  const path = files[0] as string
  let text: string
  try {
    text = io.readText(path)
  } catch (error) {
    io.err(`boleteria-replay: cannot read ${path}: ${(error as Error).message}`)
    return 1
  }
  try {
    const result = replayLog(fromJsonLines(text))
    io.out(asJson ? JSON.stringify(result, null, 2) : timelineText(result))
    return 0
  } catch (error) {
    // Every line decodes before the replay starts, so a failure here is the reader's; either way
    // the shopper's developer gets one line, not a stack trace.
    const reason = error instanceof LogFormatError ? error.message : `cannot replay: ${String(error)}`
    io.err(`boleteria-replay: ${path}: ${reason}`)
    return 1
  }
}
