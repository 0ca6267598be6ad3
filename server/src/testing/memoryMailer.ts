import type { MailMessage, Mailer } from "../mail/mailer.js"

/** The mail port in memory: what the server sent, oldest first, for a test (or a demo) to read. */
export const memoryMailer = (): Mailer & { readonly sent: () => ReadonlyArray<MailMessage> } => {
  const sent: Array<MailMessage> = []
  return {
    send: (message) => {
      sent.push(message)
      return Promise.resolve()
    },
    sent: () => [...sent],
  }
}
