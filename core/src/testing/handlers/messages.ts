import * as Effect from "effect/Effect"
import type { messageEndpoints } from "../../contract/endpoints/messages.js"
import type { SayAnswer } from "../problem.js"
import type { MemoryStore } from "../store.js"
import type { HandlersOf } from "./handler.js"

/** The footer's newsletter form and the support contact page; the thanks in the caller's language. */
export const messageHandlers = (store: MemoryStore, say: SayAnswer): HandlersOf<typeof messageEndpoints> => ({
  subscribeNewsletter: ({ body, caller }) =>
    Effect.sync(() => {
      store.newsletter.set(body.cMail.toLowerCase(), body.cNombre)
      return say(caller.language, "answers.newsletterThanks", { name: body.cNombre.trim(), email: body.cMail })
    }),
  sendContactMessage: ({ caller }) => Effect.succeed(say(caller.language, "answers.contactReceived")),
})
