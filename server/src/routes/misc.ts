import { ContactMessage, NewsletterSubscription } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { storeContactMessage } from "../domain/catalogue/contactMessages.js"
import { subscribeToNewsletter } from "../domain/catalogue/newsletter.js"
import type { Router } from "../http/router.js"

/** The footer's newsletter form and the support contact page. */
export const miscRoutes = (router: Router, deps: ServerDeps): void => {
  router.add(
    {
      method: "post",
      path: "/v2/NewsLetter/Suscripcion",
      summary: "Subscribe to the newsletter; subscribing the same e-mail again changes nothing",
      body: NewsletterSubscription,
    },
    async (_c, subscription) => {
      await subscribeToNewsletter(deps.db, deps.now(), subscription)
      return `¡Gracias por suscribirte, ${subscription.cNombre.trim()}! Vas a recibir nuestras novedades en ${subscription.cMail}.`
    },
  )

  router.add(
    { method: "post", path: "/v2/Contacto", summary: "Send a message to the support team", body: ContactMessage },
    async (_c, message) => {
      await storeContactMessage(deps.db, deps.now(), message)
      return "Recibimos tu mensaje. Te vamos a responder a la brevedad."
    },
  )
}
