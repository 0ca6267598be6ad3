import type { NewsletterSubscription } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

/** One subscription per e-mail (whatever its case): subscribing again only refreshes the name. */
export const subscribeToNewsletter = async (
  db: Queryable,
  now: number,
  subscription: NewsletterSubscription,
): Promise<void> => {
  await db.query(
    `INSERT INTO newsletter_subscriptions (email, name, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name`,
    [subscription.cMail.toLowerCase(), subscription.cNombre.trim(), new Date(now)],
  )
}
