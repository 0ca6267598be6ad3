import * as Schema from "effect/Schema"
import { ContactMessage, NewsletterSubscription } from "../misc.js"
import { endpoint } from "./endpoint.js"

/** Messages to the shop: the footer's newsletter form and the support contact page. */
export const messageEndpoints = {
  subscribeNewsletter: endpoint({
    method: "POST",
    path: "/v2/NewsLetter/Suscripcion",
    summary: "Subscribe to the newsletter (the footer form); subscribing the same e-mail again changes nothing",
    access: "public",
    body: NewsletterSubscription,
    answer: Schema.String,
    errors: [],
  }),
  sendContactMessage: endpoint({
    method: "POST",
    path: "/v2/Contacto",
    summary: "Send a message to the support team",
    access: "public",
    body: ContactMessage,
    answer: Schema.String,
    errors: [],
  }),
}
