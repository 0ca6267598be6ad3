import {
  eventLogFile as logFileOf,
  toJsonLines,
  type LiveTab,
  type MachineSettings,
  type PersonalData,
} from "@boleteria/core"

/**
 * This tab's event log as a `.jsonl` file that `boleteria-replay` and /replay read. Secrets were
 * replaced when the log recorded them; the customer's name and e-mail are masked unless the
 * shopper keeps them in a copy of their own.
 */
export const eventLogFile = (
  tab: LiveTab,
  settings: MachineSettings,
  recordedAt: number,
  personalData: PersonalData = "masked",
): string => toJsonLines(logFileOf(tab.log, { tab: tab.tabId, settings, recordedAt, personalData }))

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
