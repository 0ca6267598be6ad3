import type { messageEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { storeContactMessage } from "../domain/catalogue/contactMessages.js"
import { subscribeToNewsletter } from "../domain/catalogue/newsletter.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"

/** The footer's newsletter form and the support contact page. */
export const messageHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof messageEndpoints> => ({
  subscribeNewsletter: async ({ body }) => {
    await subscribeToNewsletter(deps.db, deps.now(), body)
    return `¡Gracias por suscribirte, ${body.cNombre.trim()}! Vas a recibir nuestras novedades en ${body.cMail}.`
  },
  sendContactMessage: async ({ body }) => {
    await storeContactMessage(deps.db, deps.now(), body)
    return "Recibimos tu mensaje. Te vamos a responder a la brevedad."
  },
})
