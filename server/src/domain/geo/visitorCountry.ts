import { isIP } from "node:net"

/** Finds the country of an address in the database geoip-country ships (no network); null when it knows none. */
type CountryOfAddress = (address: string) => string | null

let lookup: Promise<CountryOfAddress> | null = null

/**
 * geoip-country reads its ~8 MB of ranges when imported: a server that is never asked for a
 * country never pays for it, and one that is pays once.
 */
const countryLookup = (): Promise<CountryOfAddress> =>
  (lookup ??= import("geoip-country").then(
    ({ default: geoip }) =>
      (address) =>
        geoip.lookup(address)?.country ?? null,
  ))

/**
 * Addresses no database places in a country: loopback, private (RFC 1918, RFC 4193), link-local,
 * CGNAT (RFC 6598), unspecified. Their visitors are at the tenant's (the demo, a shop on a LAN).
 */
const LOCAL_IPV4 = [
  /^127\./u,
  /^10\./u,
  /^192\.168\./u,
  /^172\.(1[6-9]|2\d|3[01])\./u,
  /^169\.254\./u,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./u,
  /^0\./u,
]
const LOCAL_IPV6 = [/^::1?$/u, /^f[cd]/iu, /^fe[89ab]/iu]

const isLocal = (address: string): boolean =>
  isIP(address) === 4
    ? LOCAL_IPV4.some((range) => range.test(address))
    : LOCAL_IPV6.some((range) => range.test(address))

/**
 * SPEC §7's IP-to-country lookup, answered by the server itself: the ISO 3166-1 alpha-2 code of the
 * address's country, or `fallback` (the tenant's country) for a local address or one the database
 * does not place. Nothing about the address is kept.
 */
export const visitorCountry = async (address: string, fallback: string): Promise<string> => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/iu, "")
  if (isIP(plain) === 0 || isLocal(plain)) return fallback
  return (await countryLookup())(plain) ?? fallback
}
