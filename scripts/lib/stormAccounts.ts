// The storm's shoppers' own accounts, made before the storm: one signed up over HTTP (the
// server hashes its password as it does any), the rest copies of it in one statement (same
// password and hash, their own e-mails), so each shopper logs in as itself without thousands of
// sign-ups first.
import type { Database } from "../../server/src/db/database.js"
import type { HttpClient } from "./httpClient.js"
import { signUp } from "./shopper.js"

export interface StormAccounts {
  /** The account signed up over HTTP, signed in (the purchase probe pays with it). */
  readonly first: { readonly email: string; readonly token: string }
  /** The e-mail of shopper `index`'s account. */
  readonly emailOf: (index: number) => string
}

export const makeStormAccounts = async (client: HttpClient, db: Database, count: number): Promise<StormAccounts> => {
  const run = String(Date.now())
  const emailOf = (index: number) => `storm-${run}-${index}@example.com`
  const first = { email: `storm-${run}-probe@example.com`, token: "" }
  const token = await signUp(client, first.email)
  await db.query(
    `INSERT INTO customers (email, password_hash, first_name, last_name, data, created_at)
     SELECT 'storm-' || $2 || '-' || n || '@example.com', password_hash, first_name, last_name, data, created_at
       FROM customers, generate_series(0, $3::int - 1) AS n WHERE email = $1`,
    [first.email, run, count],
  )
  return { first: { ...first, token }, emailOf }
}
