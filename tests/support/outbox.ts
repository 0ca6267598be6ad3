import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

/**
 * What the server's outbox mail port (server/src/mail/outbox.ts) wrote to `dir`: one .eml file
 * per message, named so that sorting them gives the sending order. Oldest first.
 */
export const outboxMessages = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir)
    .sort()
    .map((file) => readFileSync(join(dir, file), "utf8"))

/** A header's value in one message ("To", "Subject"), or null when it has none. */
export const headerOf = (mail: string, name: string): string | null =>
  new RegExp(`^${name}: (.*?)\\r?$`, "m").exec(mail.split("\r\n\r\n")[0] ?? "")?.[1] ?? null

/** The newest message in `dir` sent to `to`; throws when there is none. */
export const lastMailTo = (dir: string, to: string): string => {
  const mail = outboxMessages(dir).findLast((message) => headerOf(message, "To") === to)
  if (mail === undefined) throw new Error(`no mail to ${to} in the outbox ${dir}`)
  return mail
}

/** The 6-digit code a password-recovery mail gives on a line of its own. */
export const recoveryCodeIn = (mail: string): string => {
  const code = /^\s+(\d{6})\s*$/m.exec(mail)?.[1]
  if (code === undefined) throw new Error(`no recovery code in the mail:\n${mail}`)
  return code
}
