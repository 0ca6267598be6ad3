import { createLogReader, LogFormatError, openReplayCursor, type LogEntry, type ReplayCursor } from "@boleteria/core"

/** How far opening a log has got: reading its lines, then replaying its events. */
export interface LoadProgress {
  readonly phase: "reading" | "replaying"
  readonly done: number
  readonly total: number
}

/** Lines read, or events replayed, between two frames: a 100,000-event log opens without freezing the page. */
const SLICE = 5_000

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Reads a log's text (any version: core's reader upcasts) and replays it, a slice at a time,
 * telling `onProgress` how far it got. Rejects with core's LogFormatError on the first bad line.
 */
export const openLogText = async (
  text: string,
  onProgress: (progress: LoadProgress) => void,
): Promise<ReplayCursor> => {
  const lines = text.split("\n")
  const reader = createLogReader()
  const entries: LogEntry[] = []
  for (let start = 0; start < lines.length; start += SLICE) {
    onProgress({ phase: "reading", done: start, total: lines.length })
    await nextFrame()
    for (const line of lines.slice(start, start + SLICE)) {
      const entry = reader.line(line)
      if (entry !== null) entries.push(entry)
    }
  }
  const header = reader.header()
  if (entries.length === 0) throw new LogFormatError(lines.length, "the log holds no events to step through")
  const cursor = openReplayCursor({ header, entries })
  while (cursor.replayed() < cursor.size) {
    onProgress({ phase: "replaying", done: cursor.replayed(), total: cursor.size })
    await nextFrame()
    cursor.replayMore(SLICE)
  }
  return cursor
}

/** Only logs of this same site: the viewer calls no other host. Answers the URL to fetch, or null. */
export const sameSiteLogUrl = (wanted: string, page: string): string | null => {
  try {
    const url = new URL(wanted, page)
    return url.origin === new URL(page).origin ? url.href : null
  } catch {
    return null
  }
}
