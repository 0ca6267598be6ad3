import * as Effect from "effect/Effect"
import type { messageEndpoints } from "../../contract/endpoints/messages.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** The footer's newsletter form and the support contact page. */
export const messageHandlers = (store: MemoryStore): HandlersOf<typeof messageEndpoints> => ({
  subscribeNewsletter: ({ body }) =>
    Effect.sync(() => {
      store.newsletter.set(body.cMail.toLowerCase(), body.cNombre)
      return `¡Gracias por suscribirte, ${body.cNombre}! Vas a recibir nuestras novedades en ${body.cMail}.`
    }),
  sendContactMessage: () => Effect.succeed("Recibimos tu mensaje. Te vamos a responder a la brevedad."),
})
