import * as Schema from "effect/Schema"
import { validateRequiredMultiline } from "../rules/required.js"
import { Locale } from "./common.js"
import { FirstName } from "./fields.js"
import { NOT_BLANK, ruleSchema } from "./ruleSchema.js"
import { Email, RequiredText } from "./fields.js"
import { MultilineText, Text } from "./text.js"

/** Body of POST /v2/NewsLetter/Suscripcion (the footer form). */
export const NewsletterSubscription = Schema.Struct({
  cNombre: FirstName,
  cMail: Email,
}).annotate({ identifier: "NewsletterSubscription" })
export type NewsletterSubscription = typeof NewsletterSubscription.Type

/** Body of POST /v2/Contacto (the support contact page). */
export const ContactMessage = Schema.Struct({
  cNombre: FirstName,
  cEmail: Email,
  cTelefono: Schema.NullOr(Text),
  cAsunto: RequiredText,
  cMensaje: ruleSchema(MultilineText, validateRequiredMultiline, NOT_BLANK),
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
