import type { DocumentType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, firstRow } from "../rows.js"

/** A saved card as the saved_cards table keeps it (migration 016): never its number or security code. */
export interface SavedCardRow {
  readonly alias_token: string
  readonly customer_id: number
  readonly brand: string
  readonly card_bin: string
  readonly card_last4: string
  readonly expiry_month: number
  readonly expiry_year: number
  /** The holder of the last payment made with it (migration 024); null before one. */
  readonly holder_document_type: DocumentType | null
  readonly holder_document_number: string | null
  /** YYYY-MM-DD. */
  readonly holder_birthdate: string | null
}

/** The customer's saved cards, newest first. */
export const savedCardRowsOf = (db: Queryable, customerId: number): Promise<ReadonlyArray<SavedCardRow>> =>
  allRows<SavedCardRow>(db, "SELECT * FROM saved_cards WHERE customer_id = $1 ORDER BY created_at DESC, alias_token", [
    customerId,
  ])

/** The customer's saved card by its alias, or null (another customer's is none). */
export const savedCardRow = (db: Queryable, customerId: number, aliasToken: string): Promise<SavedCardRow | null> =>
  firstRow<SavedCardRow>(db, "SELECT * FROM saved_cards WHERE alias_token = $1 AND customer_id = $2", [
    aliasToken,
    customerId,
  ])

/** What may be kept of a card the processor keeps, under the alias it answered. */
export interface NewSavedCard {
  readonly aliasToken: string
  readonly customerId: number
  readonly brand: string
  readonly cardBin: string
  readonly cardLast4: string
  readonly expiryMonth: number
  /** Four digits. */
  readonly expiryYear: number
  readonly createdAt: Date
}

/** The same card saved again keeps its first alias. */
export const insertSavedCard = async (db: Queryable, card: NewSavedCard): Promise<void> => {
  await db.query(
    `INSERT INTO saved_cards (alias_token, customer_id, brand, card_bin, card_last4, expiry_month, expiry_year, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (customer_id, card_bin, card_last4, expiry_month, expiry_year) DO NOTHING`,
    [
      card.aliasToken,
      card.customerId,
      card.brand,
      card.cardBin,
      card.cardLast4,
      card.expiryMonth,
      card.expiryYear,
      card.createdAt,
    ],
  )
}

/** The holder of a payment as kept with the card; `birthdate` is YYYY-MM-DD. */
export interface HolderColumns {
  readonly documentType: DocumentType
  readonly documentNumber: string
  readonly birthdate: string
}

/** Which of the customer's cards: by its alias, or by the card's first six and last four digits. */
export type SavedCardKey = { readonly aliasToken: string } | { readonly bin: string; readonly last4: string }

export const setCardHolder = async (
  db: Queryable,
  customerId: number,
  card: SavedCardKey,
  holder: HolderColumns,
): Promise<void> => {
  const which = "aliasToken" in card ? "alias_token = $5" : "card_bin = $5 AND card_last4 = $6"
  await db.query(
    `UPDATE saved_cards SET holder_document_type = $2, holder_document_number = $3, holder_birthdate = $4
      WHERE customer_id = $1 AND ${which}`,
    [
      customerId,
      holder.documentType,
      holder.documentNumber,
      holder.birthdate,
      ...("aliasToken" in card ? [card.aliasToken] : [card.bin, card.last4]),
    ],
  )
}

export const deleteSavedCardRow = async (db: Queryable, customerId: number, aliasToken: string): Promise<void> => {
  await db.query("DELETE FROM saved_cards WHERE alias_token = $1 AND customer_id = $2", [aliasToken, customerId])
}
