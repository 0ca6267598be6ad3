import type { NewsletterSubscription } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { upsertSubscription } from "../../store/catalogue/newsletter.js"

/** One subscription per e-mail (whatever its case): subscribing again only refreshes the name. */
export const subscribeToNewsletter = (
  db: Queryable,
  now: number,
  subscription: NewsletterSubscription,
): Promise<void> =>
  upsertSubscription(db, {
    email: subscription.cMail.toLowerCase(),
    name: subscription.cNombre.trim(),
    at: new Date(now),
  })
