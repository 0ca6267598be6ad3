import { LOG_FORMAT, LOG_FORMAT_VERSION, toJsonLines, type MachineSettings } from "@boleteria/core"
import type { LiveTab } from "@boleteria/core"

/** This tab's event log as a `.jsonl` file that `boleteria-replay` reads (header line, then events). */
export const eventLogFile = (tab: LiveTab, settings: MachineSettings, recordedAt: number): string =>
  toJsonLines({
    header: { format: LOG_FORMAT, version: LOG_FORMAT_VERSION, tab: tab.tabId, settings, recordedAt },
    events: tab.log.events(),
  })

export const eventLogFileName = (tabId: number, recordedAt: number): string =>
  `boleteria-log-tab${tabId}-${new Date(recordedAt).toISOString().replace(/[:.]/g, "-")}.jsonl`

/** Hands the file to the browser's download, without a server round trip. */
export const downloadText = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
