import type { TenantConfig } from "../../contract/tenant.js"

export type PriceConfig = TenantConfig["price"]

const formatters = new Map<string, Intl.NumberFormat>()

// One formatter per locale and precision: building Intl formatters is slow and prices render in lists.
const formatterFor = ({ locale, decimals }: PriceConfig): Intl.NumberFormat => {
  const key = `${locale}/${decimals}`
  const cached = formatters.get(key)
  if (cached !== undefined) return cached
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  formatters.set(key, formatter)
  return formatter
}

/** An amount as the tenant prints prices: "$ 12.500" in es-AR with 0 decimals and a "$ " prefix. */
export const formatPrice = (amount: number, config: PriceConfig): string =>
  `${config.currencyPrefix}${formatterFor(config).format(amount)}`
