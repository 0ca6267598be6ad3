import { detectCardBrand, SavedCardNotFound, type SavedCard, type SavedCardHolder } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { CardDetails, PaymentProvider } from "../../payments/provider.js"
import {
  deleteSavedCardRow,
  insertSavedCard,
  savedCardRow,
  savedCardRowsOf,
  setCardHolder,
  type SavedCardKey,
  type SavedCardRow,
} from "../../store/payments/savedCards.js"

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
export const savedCardsOf = async (db: Queryable, customerId: number): Promise<ReadonlyArray<SavedCard>> =>
  (await savedCardRowsOf(db, customerId)).map(savedCardOf)

/** The customer's saved card by its alias, or null (another customer's is none). */
export const findSavedCard = async (
  db: Queryable,
  customerId: number,
  aliasToken: string,
): Promise<SavedCard | null> => {
  const row = await savedCardRow(db, customerId, aliasToken)
  return row === null ? null : savedCardOf(row)
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
  await insertSavedCard(db, {
    aliasToken,
    customerId,
    brand: detectCardBrand(card.number)?.name ?? "",
    cardBin: card.number.slice(0, 6),
    cardLast4: card.number.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
    createdAt: new Date(now),
  })
}

/**
 * The holder's part of a payment that went through with a saved card (or one saved by it): kept
 * with the card, so the card form fills it in next time. `card` names it by alias or by the card.
 */
export const rememberHolder = async (
  db: Queryable,
  customerId: number,
  card: SavedCardKey,
  holder: SavedCardHolder,
): Promise<void> => {
  const { nDia, nMes, nAnio } = holder.oFechaNacimiento
  const birthdate = `${String(nAnio).padStart(4, "0")}-${String(nMes).padStart(2, "0")}-${String(nDia).padStart(2, "0")}`
  await setCardHolder(db, customerId, card, {
    documentType: holder.cTipoDocumento,
    documentNumber: holder.cNumeroDocumento,
    birthdate,
  })
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
  await deleteSavedCardRow(db, customerId, aliasToken)
  return null
}
