export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** The mail port: SMTP when configured, otherwise one file per message in an outbox folder. */
export interface Mailer {
  readonly send: (message: MailMessage) => Promise<void>
}
