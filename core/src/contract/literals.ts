// The contract's closed lists and constants as plain values, without Effect's Schema: a shop's
// first download reads them (the billboard's filters, the cart's view, the newsletter's checks),
// and the schemas that decode them are built from these (requests/catalogue.ts, customer.ts).

/** The billboard's date filters (the search body's cFecha); FECHA means the day given in dFecha. */
export const DATE_FILTERS = [
  "TODAS",
  "HOY",
  "MANANA",
  "ESTA_SEMANA",
  "ESTE_FIN_DE_SEMANA",
  "PROXIMA_SEMANA",
  "ESTE_MES",
  "PROXIMO_MES",
  "FECHA",
] as const

/** Whether `text` names one of the date filters. */
export const isDateFilter = (text: string): text is (typeof DATE_FILTERS)[number] =>
  (DATE_FILTERS as ReadonlyArray<string>).includes(text)

/** A customer's cGenero. */
export const GENDERS = ["FEMENINO", "MASCULINO", "OTRO", "NO_INFORMA"] as const

/** idEspectaculoCartelTipo 100 marks a product sold by quantity (a cart line shown like a product). */
export const PRODUCT_SHOW_TYPE = 100
