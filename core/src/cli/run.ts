import type { LogEntry } from "../events/log.js"
import type { LogHeader } from "../events/logFormat.js"
import { persistedKeys } from "../events/persisted.js"
import { createLogReader, LogFormatError } from "../events/reader.js"
import { createReplayer } from "../events/replayer.js"
import { createJsonSteps } from "./jsonSteps.js"
import { parseOptions, USAGE, type CliOptions } from "./options.js"
import { divergenceText, timingText, type Timing } from "./report.js"
import { createStepViews } from "./steps.js"
import { createTimeline } from "./timeline.js"

export interface CliIo {
  /** The file's lines, read as the replay asks for them: flat memory whatever the log's length. */
  readonly lines: (path: string) => AsyncIterable<string>
  /** Writes whole lines to standard output; a promise says to wait until the output has room. */
  readonly out: (text: string) => void | Promise<void>
  /** One line to standard error. */
  readonly err: (text: string) => void
  /** The process's peak resident memory in bytes, for --timing. */
  readonly peakMemory?: () => number
}

/** Lines are read, folded and written this many at a time: the timings are taken per batch, not per event. */
const BATCH = 1000

class UnreadableFile extends Error {}

/** The next line of the file, null at its end; a failure to read it is told apart from a line that does not decode. */
const nextLine = async (lines: AsyncIterator<string>): Promise<string | null> => {
  try {
    const next = await lines.next()
    return next.done === true ? null : next.value
  } catch (error) {
    throw new UnreadableFile((error as Error).message)
  }
}

/** One log's replay as the CLI runs it: folds batches of entries, writes each step, reports divergence. */
const startReplay = (header: LogHeader, options: CliOptions, io: CliIo, timing: Timing) => {
  const replayer = createReplayer({ tab: header.tab, settings: header.settings })
  const view = createStepViews(replayer.snapshot(), options.diff)
  const output = options.json ? createJsonSteps(options) : createTimeline()
  let divergent = 0
  let lastSeq = 0

  /** Folds and writes `entries`; answers true once past the event --at names. */
  const fold = async (entries: ReadonlyArray<LogEntry>): Promise<boolean> => {
    const started = performance.now()
    const stop = options.at === null ? -1 : entries.findIndex((entry) => entry.event.seq >= (options.at as number))
    const folding = stop === -1 ? entries : entries.slice(0, stop + 1)
    const replayed = folding.map((entry) => replayer.step(entry.event, entry.states))
    const folded = performance.now()
    timing.replayMs += folded - started
    timing.events += replayed.length
    let text = ""
    replayed.forEach((step, index) => {
      const { event, states } = folding[index] as LogEntry
      const cliStep = view(event, step)
      if (step.diverged.length > 0 && divergent++ === 0 && states !== null) {
        io.err(`boleteria-replay: ${options.path}: ${divergenceText(cliStep, states)}`)
      }
      lastSeq = event.seq
      if (options.at === null) text += `${output.step(cliStep)}\n`
      else if (event.seq === options.at) text += `${output.stateAt(cliStep, persistedKeys(step.snapshot))}\n`
    })
    if (text !== "") await io.out(text)
    timing.outputMs += performance.now() - folded
    return stop !== -1
  }

  /** The persisted keys at the end (unless --at), and the exit code. */
  const finish = async (): Promise<number> => {
    const started = performance.now()
    replayer.stop()
    if (options.at === null) await io.out(`${output.end(persistedKeys(replayer.snapshot()))}\n`)
    timing.outputMs += performance.now() - started
    if (divergent > 0) {
      io.err(
        `boleteria-replay: ${options.path}: ${divergent} of ${timing.events} steps diverge from the recorded states`,
      )
    }
    if (options.at !== null && lastSeq !== options.at) {
      io.err(`boleteria-replay: ${options.path}: no event #${options.at} (the last one read is #${lastSeq})`)
      return 1
    }
    return options.strict && divergent > 0 ? 3 : 0
  }

  return { fold, finish }
}

const replayFile = async (options: CliOptions, io: CliIo): Promise<number> => {
  const started = performance.now()
  const timing: Timing = { events: 0, replayMs: 0, outputMs: 0 }
  const reader = createLogReader()
  let replay: ReturnType<typeof startReplay> | null = null
  const replayOf = () => (replay ??= startReplay(reader.header(), options, io, timing))
  let batch: LogEntry[] = []
  const lines = io.lines(options.path)[Symbol.asyncIterator]()
  for (let text = await nextLine(lines); text !== null; text = await nextLine(lines)) {
    const entry = reader.line(text)
    if (entry === null) continue
    batch.push(entry)
    if (batch.length < BATCH) continue
    const past = await replayOf().fold(batch)
    batch = []
    if (past) {
      // --at: the rest of the file is not read.
      await lines.return?.()
      break
    }
  }
  if (batch.length > 0) await replayOf().fold(batch)
  const code = await replayOf().finish()
  if (options.timing) io.err(`boleteria-replay: ${timingText(timing, performance.now() - started, io.peakMemory?.())}`)
  return code
}

/**
 * The replay command without the process around it: streams the log through the machines and
 * answers the exit code (0; 1 a file that cannot be read or a line that does not decode; 2 a usage
 * error; 3 --strict and the replay diverges from the recorded states).
 */
export const runReplayCli = async (args: ReadonlyArray<string>, io: CliIo): Promise<number> => {
  const options = parseOptions(args)
  if ("wrong" in options) {
    io.err(`boleteria-replay: ${options.wrong}`)
    io.err(USAGE)
    return 2
  }
  try {
    return await replayFile(options, io)
  } catch (error) {
    if (error instanceof UnreadableFile) {
      io.err(`boleteria-replay: cannot read ${options.path}: ${error.message}`)
      return 1
    }
    // A developer gets one line naming the file and the line, not a stack trace.
    const reason = error instanceof LogFormatError ? error.message : `cannot replay: ${String(error)}`
    io.err(`boleteria-replay: ${options.path}: ${reason}`)
    return 1
  }
}
