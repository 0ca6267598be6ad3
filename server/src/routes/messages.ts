import type { messageEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { storeContactMessage } from "../domain/catalogue/contactMessages.js"
import { subscribeToNewsletter } from "../domain/catalogue/newsletter.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { textsIn } from "../i18n/texts.js"

/** The footer's newsletter form and the support contact page. */
export const messageHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof messageEndpoints> => ({
  subscribeNewsletter: async ({ body, caller }) => {
    await subscribeToNewsletter(deps.db, deps.now(), body)
    return textsIn(caller.language)("answers.newsletterThanks", { name: body.cNombre.trim(), email: body.cMail })
  },
  sendContactMessage: async ({ body, caller }) => {
    await storeContactMessage(deps.db, deps.now(), body)
    return textsIn(caller.language)("answers.contactReceived")
  },
})
