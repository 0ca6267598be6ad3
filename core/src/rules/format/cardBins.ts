/**
 * The cards a bank promotion holds with, as a shopper checks them against the first digits of a
 * card: "450995 o 450799" (es), "450995 or 450799" (en).
 */
export const formatCardBins = (bins: ReadonlyArray<string>, locale: string): string =>
  new Intl.ListFormat(locale, { type: "disjunction" }).format(bins)
