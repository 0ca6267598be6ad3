import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { MailMessage, Mailer } from "./mailer.js"

/** Header values never carry a line break: a crafted one could add headers or recipients. */
const headerValue = (value: string) => value.replace(/[\r\n]+/g, " ")

/** The message as an .eml file (RFC 5322 with UTF-8 headers, RFC 6532), readable in any mail client. */
const emlOf = (message: MailMessage, date: Date): string =>
  [
    `Date: ${date.toUTCString()}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.text.replace(/\r?\n/g, "\r\n"),
    "",
  ].join("\r\n")

/**
 * The mail port without a mail server: one file per message in `dir`, named
 * `<UTC instant>-<process>-<sequence>.eml` so names sort in sending order and several
 * server processes never write the same file.
 */
export const outboxMailer = (dir: string): Mailer => {
  let sequence = 0
  return {
    send: async (message) => {
      // The wall clock, not the server's: it only orders the files and dates the message.
      const date = new Date()
      sequence += 1
      const stamp = date.toISOString().replace(/[-:]/g, "").replace(".", "")
      const name = `${stamp}-${process.pid}-${String(sequence).padStart(6, "0")}.eml`
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, name), emlOf(message, date), { encoding: "utf8", flag: "wx" })
    },
  }
}
