import nodemailer from "nodemailer"
import type { Mailer } from "./mailer.js"

/** The mail port over SMTP; `url` is nodemailer's form, e.g. smtps://user:pass@smtp.example.com:465. */
export const smtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url)
  return {
    send: async (message) => {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text })
    },
  }
}
