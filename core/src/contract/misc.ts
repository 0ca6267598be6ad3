import * as Schema from "effect/Schema"
import { Locale } from "./common.js"
import { Email, RequiredText } from "./text.js"

/** Body of POST /v2/NewsLetter/Suscripcion (the footer form). */
export const NewsletterSubscription = Schema.Struct({
  cNombre: RequiredText,
  cMail: Email,
}).annotate({ identifier: "NewsletterSubscription" })
export type NewsletterSubscription = typeof NewsletterSubscription.Type

/** Body of POST /v2/Contacto (the support contact page). */
export const ContactMessage = Schema.Struct({
  cNombre: RequiredText,
  cEmail: Email,
  cTelefono: Schema.NullOr(Schema.String),
  cAsunto: RequiredText,
  cMensaje: RequiredText,
}).annotate({ identifier: "ContactMessage" })
export type ContactMessage = typeof ContactMessage.Type

/** An entry of the language menu. */
export const LanguageOption = Schema.Struct({
  locale: Locale,
  title: Schema.String,
  titleResumido: Schema.String,
  image: Schema.String,
}).annotate({ identifier: "LanguageOption" })
export type LanguageOption = typeof LanguageOption.Type
