import {
  detectCardBrand,
  SavedCardNotFound,
  type DocumentType,
  type SavedCard,
  type SavedCardHolder,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
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
  /** The holder of the last payment made with it (migration 024); null before one. */
  readonly holder_document_type: DocumentType | null
  readonly holder_document_number: string | null
  /** YYYY-MM-DD. */
  readonly holder_birthdate: string | null
}

const NO_SAVED_CARD = "problems.savedCard.notFound"

const holderOf = (row: SavedCardRow): SavedCardHolder | null => {
  if (row.holder_document_type === null || row.holder_document_number === null || row.holder_birthdate === null)
    return null
  const [nAnio, nMes, nDia] = row.holder_birthdate.split("-").map(Number)
  return {
    cTipoDocumento: row.holder_document_type,
    cNumeroDocumento: row.holder_document_number,
    oFechaNacimiento: { nDia: nDia ?? 0, nMes: nMes ?? 0, nAnio: nAnio ?? 0 },
  }
}

const savedCardOf = (row: SavedCardRow): SavedCard => ({
  cAliasToken: row.alias_token,
  cMarca: row.brand,
  cBin: row.card_bin,
  cUltimos4: row.card_last4,
  nMesVencimiento: row.expiry_month,
  nAnioVencimiento: row.expiry_year,
  oTitular: holderOf(row),
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

/**
 * The holder's part of a payment that went through with a saved card (or one saved by it): kept
 * with the card, so the card form fills it in next time. `card` names it by alias or by the card.
 */
export const rememberHolder = async (
  db: Queryable,
  customerId: number,
  card: { readonly aliasToken: string } | { readonly bin: string; readonly last4: string },
  holder: SavedCardHolder,
): Promise<void> => {
  const { nDia, nMes, nAnio } = holder.oFechaNacimiento
  const birthdate = `${String(nAnio).padStart(4, "0")}-${String(nMes).padStart(2, "0")}-${String(nDia).padStart(2, "0")}`
  const which = "aliasToken" in card ? "alias_token = $5" : "card_bin = $5 AND card_last4 = $6"
  await db.query(
    `UPDATE saved_cards SET holder_document_type = $2, holder_document_number = $3, holder_birthdate = $4
      WHERE customer_id = $1 AND ${which}`,
    [
      customerId,
      holder.cTipoDocumento,
      holder.cNumeroDocumento,
      birthdate,
      ...("aliasToken" in card ? [card.aliasToken] : [card.bin, card.last4]),
    ],
  )
}

/** card/Bancard/borrar/{alias_token}: the owner's card is forgotten by the processor, then here. */
export const deleteSavedCard = async (
  db: Queryable,
  payments: Pick<PaymentProvider, "forgetCard">,
  customerId: number,
  aliasToken: string,
): Promise<SavedCardNotFound | null> => {
  const card = await findSavedCard(db, customerId, aliasToken)
  if (card === null) return new SavedCardNotFound({ key: NO_SAVED_CARD })
  await payments.forgetCard({ aliasToken, cardBin: card.cBin, cardLast4: card.cUltimos4 })
  await db.query("DELETE FROM saved_cards WHERE alias_token = $1 AND customer_id = $2", [aliasToken, customerId])
  return null
}
