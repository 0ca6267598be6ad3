import type { TenantConfig } from "../../contract/tenant.js"

export type PriceConfig = TenantConfig["price"]

const formatters = new Map<string, Intl.NumberFormat>()

const cached = (key: string, build: () => Intl.NumberFormat): Intl.NumberFormat => {
  const known = formatters.get(key)
  if (known !== undefined) return known
  const formatter = build()
  formatters.set(key, formatter)
  return formatter
}

// One formatter per locale and precision: building Intl formatters is slow and prices render in lists.
const numberFormatterFor = ({ locale, decimals }: PriceConfig): Intl.NumberFormat =>
  cached(
    `${locale}/${decimals}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  )

/**
 * An amount as a bare number in the tenant's price locale: "12.500" in es-AR with 0 decimals. Only
 * for the tax documents' columns, whose heading names the currency; a shopper reads formatMoney's.
 */
export const formatPrice = (amount: number, config: PriceConfig): string =>
  `${config.currencyPrefix}${numberFormatterFor(config).format(amount)}`

/** The Intl locale amounts are written in for a shopper's language (the tenant's own for its language). */
export const moneyLocaleOf = (config: PriceConfig, language: string): string =>
  config.locale.split("-")[0] === language ? config.locale : language

/**
 * An amount of money as a shopper of `language` reads it, with its currency: the tenant's own
 * language writes the local symbol ("$ 99.000" in es-AR); any other writes the ISO code and its own
 * separators ("ARS 99,000" in English), since "$" alone reads as dollars and "99.000" as 99.
 * The one money formatter: the shop, the server's pages, mails and PDFs all call it.
 */
export const formatMoney = (amount: number, config: PriceConfig, language: string): string => {
  const locale = moneyLocaleOf(config, language)
  const own = locale === config.locale
  const formatter = cached(
    `${locale}/${config.currency}/${config.decimals}/money`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: config.currency,
        currencyDisplay: own ? "narrowSymbol" : "code",
        minimumFractionDigits: config.decimals,
        maximumFractionDigits: config.decimals,
      }),
  )
  // Intl separates symbol and number with a no-break space: kept, so "$ 99.000" never wraps apart.
  return formatter.format(amount)
}
