import type { Queryable } from "../../db/database.js"

/** A subscription to the newsletter, its e-mail as the key. */
interface Subscription {
  readonly email: string
  readonly name: string
  readonly at: Date
}

/** Subscribes the e-mail; one already subscribed only takes the new name. */
export const upsertSubscription = async (db: Queryable, subscription: Subscription): Promise<void> => {
  await db.query(
    `INSERT INTO newsletter_subscriptions (email, name, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name`,
    [subscription.email, subscription.name, subscription.at],
  )
}
