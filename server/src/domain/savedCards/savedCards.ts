import { detectCardBrand, type SavedCard } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { notFound } from "../../http/problems.js"
import type { CardDetails, PaymentProvider } from "../../payments/provider.js"

/** A saved card as the saved_cards table keeps it (migration 016): never its number or security code. */
interface SavedCardRow {
  readonly alias_token: string
  readonly customer_id: number
  readonly brand: string
  readonly card_bin: string
  readonly card_last4: string
  readonly expiry_month: number
  readonly expiry_year: number
}

const NO_SAVED_CARD = "problems.savedCard.notFound"

const savedCardOf = (row: SavedCardRow): SavedCard => ({
  cAliasToken: row.alias_token,
  cMarca: row.brand,
  cBin: row.card_bin,
  cUltimos4: row.card_last4,
  nMesVencimiento: row.expiry_month,
  nAnioVencimiento: row.expiry_year,
})

/** The customer's saved cards, newest first. */
export const savedCardsOf = async (db: Queryable, customerId: number): Promise<ReadonlyArray<SavedCard>> => {
  const { rows } = await db.query<SavedCardRow>(
    "SELECT * FROM saved_cards WHERE customer_id = $1 ORDER BY created_at DESC, alias_token",
    [customerId],
  )
  return rows.map(savedCardOf)
}

/** The customer's saved card by its alias, or null (another customer's is none). */
export const findSavedCard = async (
  db: Queryable,
  customerId: number,
  aliasToken: string,
): Promise<SavedCard | null> => {
  const { rows } = await db.query<SavedCardRow>(
    "SELECT * FROM saved_cards WHERE alias_token = $1 AND customer_id = $2",
    [aliasToken, customerId],
  )
  return rows[0] === undefined ? null : savedCardOf(rows[0])
}

/** The customer's saved card by its alias; another customer's, or none, is the same 404. */
const requireSavedCard = async (db: Queryable, customerId: number, aliasToken: string): Promise<SavedCard> => {
  const card = await findSavedCard(db, customerId, aliasToken)
  if (card === null) throw notFound(NO_SAVED_CARD)
  return card
}

/**
 * Asks the processor to keep the card and stores what may be kept of it. The same card saved again
 * keeps its first alias. Called with the card in memory only, outside any transaction.
 */
export const saveCard = async (
  db: Queryable,
  payments: Pick<PaymentProvider, "saveCard">,
  customerId: number,
  card: CardDetails,
  now: number,
): Promise<void> => {
  const { aliasToken } = await payments.saveCard(card)
  await db.query(
    `INSERT INTO saved_cards (alias_token, customer_id, brand, card_bin, card_last4, expiry_month, expiry_year, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (customer_id, card_bin, card_last4, expiry_month, expiry_year) DO NOTHING`,
    [
      aliasToken,
      customerId,
      detectCardBrand(card.number)?.name ?? "",
      card.number.slice(0, 6),
      card.number.slice(-4),
      card.expiryMonth,
      card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
      new Date(now),
    ],
  )
}

/** card/Bancard/borrar/{alias_token}: the owner's card is forgotten by the processor, then here. */
export const deleteSavedCard = async (
  db: Queryable,
  payments: Pick<PaymentProvider, "forgetCard">,
  customerId: number,
  aliasToken: string,
): Promise<void> => {
  const card = await requireSavedCard(db, customerId, aliasToken)
  await payments.forgetCard({ aliasToken, cardBin: card.cBin, cardLast4: card.cUltimos4 })
  await db.query("DELETE FROM saved_cards WHERE alias_token = $1 AND customer_id = $2", [aliasToken, customerId])
}
