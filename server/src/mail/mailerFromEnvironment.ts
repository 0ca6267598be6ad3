import type { Mailer } from "./mailer.js"
import { outboxMailer } from "./outbox.js"
import { smtpMailer } from "./smtp.js"

const DEFAULT_FROM = "Boletería <no-responder@boleteria.local>"

/** SMTP when SMTP_URL is set (sender from MAIL_FROM), otherwise one file per message in `outboxDir`. */
export const mailerFromEnvironment = (outboxDir: string): Mailer => {
  const url = process.env["SMTP_URL"]
  if (url === undefined || url.trim() === "") return outboxMailer(outboxDir)
  return smtpMailer(url.trim(), process.env["MAIL_FROM"] ?? DEFAULT_FROM)
}
