import { TENANT_TIME_ZONE } from "../calendarDate.js"

/**
 * When something held runs out, as the shopper reads it: "15:12" on the tenant's 24-hour clock and
 * in its time zone (a payment link's expiry, an exchange's hold), whatever the browser's zone.
 */
export const formatTenantTime = (isoDateTime: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: TENANT_TIME_ZONE,
  }).format(Date.parse(isoDateTime))
