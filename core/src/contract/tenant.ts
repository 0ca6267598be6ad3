import * as Schema from "effect/Schema"
import { CARD_BRAND_IDS, WALLET_IDS } from "../rules/cardBrandIds.js"
import { Locale, LoginSystem, ProcessType } from "./common.js"

const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0))
const Style = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 13 }))

/**
 * Switches of SPEC §9; each is named for what it turns on, and each is read somewhere. SPEC's bot
 * protection, captcha and nomination flags are left out on purpose (docs/tenant.md says why).
 */
export const TenantFlags = Schema.Struct({
  cardNumberValidation: Schema.Boolean,
  cvcValidation: Schema.Boolean,
  expiryValidation: Schema.Boolean,
  carousel: Schema.Boolean,
  featured: Schema.Boolean,
  filterCategory: Schema.Boolean,
  filterVenue: Schema.Boolean,
  filterDate: Schema.Boolean,
  filterZone: Schema.Boolean,
  signUpTermsPopup: Schema.Boolean,
  signUpHidesDocument: Schema.Boolean,
  seatMapThumbnail: Schema.Boolean,
  queueCheckBeforeSeats: Schema.Boolean,
  myDataEdit: Schema.Boolean,
  telegramInMyData: Schema.Boolean,
  skipSinglePromotionDialog: Schema.Boolean,
  cart: Schema.Boolean,
  alias: Schema.Boolean,
  productsShop: Schema.Boolean,
  queueApi: Schema.Boolean,
  multiPromotion: Schema.Boolean,
  bookingWithSeat: Schema.Boolean,
  loginRequiredForSeatSelection: Schema.Boolean,
})
export type TenantFlags = typeof TenantFlags.Type

/** Addresses of an external identity provider; only read in EXTERNAL_LOGIN mode. */
export const ExternalLogin = Schema.Struct({
  loginUrl: Schema.String,
  logoutUrl: Schema.String,
  updateDataUrl: Schema.String,
})

/**
 * One tenant's whole configuration (SPEC §1, §2 and §9): constants, flags, languages, login system.
 * All of it is public: the server publishes it (`GET /v2/Configuracion`, the shop's index.html), so a
 * secret (a notification secret, an SMTP URL, a key) never goes here but in the server's environment.
 */
export const TenantConfig = Schema.Struct({
  name: Schema.String,
  headerStyle: Style,
  footerStyle: Style,
  copyrightYear: Schema.Int,
  loginSystem: LoginSystem,
  processType: ProcessType,
  externalLogin: Schema.NullOr(ExternalLogin),
  locales: Schema.Struct({
    default: Locale,
    fallback: Locale,
    /** The configured list; a locale that exists but is not listed (pt here) is filtered out. */
    enabled: Schema.Array(Locale),
  }),
  countryId: PositiveInt,
  /**
   * ISO 3166-1 alpha-2 code of the tenant's country: the visitor's country (`cc`, SPEC §3) when their
   * address says none (a loopback or private address, or one the lookup does not know).
   */
  countryCode: Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)),
  price: Schema.Struct({
    locale: Schema.String,
    decimals: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 4 })),
    currencyPrefix: Schema.String,
    /** ISO 4217 code of the tenant's prices: amounts are shown with it (core formatMoney). */
    currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)),
  }),
  cardLocale: Schema.String,
  purchase: Schema.Struct({
    clockMinutes: PositiveInt,
    tickMs: PositiveInt,
    alertSeconds: PositiveInt,
    /**
     * WCAG 2.2.1 (Timing Adjustable): a shopper renews the hold with one action once the alert time
     * is left, up to `max` times per purchase (pretix renews a cart up to 10). Absent: never renewed.
     */
    holdExtensions: Schema.optionalKey(
      Schema.Struct({ enabled: Schema.Boolean, max: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })) }),
    ),
  }),
  session: Schema.Struct({
    validityMinutes: PositiveInt,
    greetingDelayMs: PositiveInt,
    overlayHideMs: PositiveInt,
  }),
  paymentVerification: Schema.Struct({
    attempts: PositiveInt,
    stepMs: PositiveInt,
  }),
  billboard: Schema.Struct({
    initial: PositiveInt,
    loadMore: PositiveInt,
    featured: PositiveInt,
  }),
  search: Schema.Struct({ minLength: PositiveInt }),
  /**
   * The calendar file (.ics) of a bought function: it ends when the show does, by the length the
   * catalogue announces (nDuracionMinutos), else by `defaultDurationMinutes`. Absent: a show with no
   * announced length is put in the calendar as its start alone.
   */
  calendar: Schema.optionalKey(Schema.Struct({ defaultDurationMinutes: PositiveInt })),
  header: Schema.Struct({ maxCategories: PositiveInt }),
  dialogWidth: Schema.Struct({ xs: Schema.String, sm: Schema.String, other: Schema.String }),
  chunkLoadTimeoutMs: PositiveInt,
  cardSecurityCodeLengths: Schema.Array(PositiveInt),
  /**
   * The card brands and wallets the shop takes, in the order the footer shows their logos; the
   * footer shows no other (absent: none). A wallet listed here is offered at checkout
   * (rules/paymentProviders.ts); absent, the shop takes cards only.
   */
  acceptedPayments: Schema.optionalKey(Schema.Array(Schema.Literals([...CARD_BRAND_IDS, ...WALLET_IDS]))),
  /** Base of the v2/v3 API; empty means the same origin as the shop. */
  apiBase: Schema.String,
  /** Where the per-stage tracking pixels go; null turns telemetry off. */
  telemetryPixelUrl: Schema.NullOr(Schema.String),
  themePrimaryColor: Schema.String.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/)),
  flags: TenantFlags,
}).annotate({ identifier: "TenantConfig" })
export type TenantConfig = typeof TenantConfig.Type
