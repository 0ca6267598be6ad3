import type {
  PaymentFlow,
  PaymentProviderGroup,
  PaymentProviderId,
  PrevalidationCode,
  WalletProviderId,
} from "../contract/wallets.js"
import { CARD_BRAND_IDS, type CardBrandId, type WalletId } from "./cardBrandIds.js"

/** The tenant's accepted payments (its footer logos), by the id its config names each with. */
type AcceptedPayment = CardBrandId | WalletId

/** Each wallet provider by the id the tenant's acceptedPayments names it with. */
export const WALLET_ID_OF_PROVIDER: Readonly<Record<WalletProviderId, WalletId>> = {
  MERCADO_PAGO: "mercadoPago",
  MODO: "modo",
  PAYPAL: "payPal",
  TIGO_MONEY: "tigoMoney",
  APPLE_PAY: "applePay",
}

/** How each provider is paid: the card form, the wallet's page, or a QR code its app reads. */
export const PROVIDER_FLOW: Readonly<Record<PaymentProviderId, PaymentFlow>> = {
  TARJETA: "TARJETA",
  MERCADO_PAGO: "REDIRECCION",
  MODO: "QR",
  PAYPAL: "REDIRECCION",
  TIGO_MONEY: "REDIRECCION",
  APPLE_PAY: "REDIRECCION",
}

const isCardBrand = (payment: AcceptedPayment): payment is CardBrandId =>
  (CARD_BRAND_IDS as ReadonlyArray<string>).includes(payment)

/**
 * The providers a tenant offers at checkout: one list drives both the footer's logos and the
 * methods (docs/payments.md). Cards when it names a card brand, or names nothing (the shop has
 * always taken cards); each wallet it names.
 */
export const acceptedProviders = (
  accepted: ReadonlyArray<AcceptedPayment> | undefined,
): ReadonlySet<PaymentProviderId> => {
  if (accepted === undefined) return new Set(["TARJETA"])
  const providers = new Set<PaymentProviderId>()
  if (accepted.some(isCardBrand)) providers.add("TARJETA")
  for (const [provider, id] of Object.entries(WALLET_ID_OF_PROVIDER) as Array<[WalletProviderId, WalletId]>)
    if (accepted.includes(id)) providers.add(provider)
  return providers
}

/** The logo files the shop serves, by accepted payment; one without a file shows none. */
const LOGO_FILES: Readonly<Partial<Record<AcceptedPayment, string>>> = {
  visa: "visa",
  mastercard: "mastercard",
  amex: "amex",
  cabal: "cabal",
  naranja: "naranja",
  mercadoPago: "mercadopago",
  modo: "modo",
  payPal: "paypal",
  tigoMoney: "tigomoney",
  applePay: "applepay",
}

const logoPath = (payment: AcceptedPayment): ReadonlyArray<string> => {
  const file = LOGO_FILES[payment]
  return file === undefined ? [] : [`/logos/payments/${file}.svg`]
}

/** A provider's logos in FormasDePago2: the card brands the tenant takes, or the wallet's own. */
export const providerLogos = (
  provider: PaymentProviderId,
  accepted: ReadonlyArray<AcceptedPayment> | undefined,
): ReadonlyArray<string> =>
  provider === "TARJETA"
    ? (accepted ?? []).filter(isCardBrand).flatMap(logoPath)
    : logoPath(WALLET_ID_OF_PROVIDER[provider])

/** Whether a provider's limits take this amount; null when they do. */
export const amountLimitProblem = (
  total: number,
  minimum: number,
  maximum: number | null,
): Extract<PrevalidationCode, "MONTO_MENOR_AL_MINIMO" | "MONTO_MAYOR_AL_MAXIMO"> | null => {
  if (total < minimum) return "MONTO_MENOR_AL_MINIMO"
  if (maximum !== null && total > maximum) return "MONTO_MAYOR_AL_MAXIMO"
  return null
}

/** A method the tenant offers, with its provider's limits: what FormasDePago2 groups. */
export interface OfferedMethod {
  readonly nFormaDePago: number
  readonly cNombre: string
  readonly cTipo: "CREDITO" | "DEBITO" | "BILLETERA"
  readonly provider: PaymentProviderId
  readonly minimum: number
  /** null: no upper limit. */
  readonly maximum: number | null
  readonly maxInstallments: number
}

/**
 * FormasDePago2 (docs/payments.md): the offered methods grouped by provider, in the order of their
 * first method, with the group's logos, its widest limits and most instalments, and whether it can
 * pay `total`. The cards are named `cardsName`; a wallet, by its first method.
 */
export const paymentProviderGroups = (
  methods: ReadonlyArray<OfferedMethod>,
  accepted: ReadonlyArray<AcceptedPayment> | undefined,
  total: number,
  cardsName: string,
): ReadonlyArray<PaymentProviderGroup> => {
  const byProvider = new Map<PaymentProviderId, Array<OfferedMethod>>()
  for (const method of methods) byProvider.set(method.provider, [...(byProvider.get(method.provider) ?? []), method])
  return [...byProvider].map(([provider, group]) => {
    const maxima = group.map((method) => method.maximum)
    return {
      cProveedor: provider,
      cNombre: provider === "TARJETA" ? cardsName : group[0]!.cNombre,
      cFlujo: PROVIDER_FLOW[provider],
      listaLogo: providerLogos(provider, accepted),
      fMontoMinimo: Math.min(...group.map((method) => method.minimum)),
      fMontoMaximo: maxima.includes(null) ? null : Math.max(...(maxima as Array<number>)),
      nCuotasMaximas: Math.max(1, ...group.map((method) => method.maxInstallments)),
      lDisponible: group.some((method) => amountLimitProblem(total, method.minimum, method.maximum) === null),
      listaFormaDePago: group.map(({ nFormaDePago, cNombre, cTipo }) => ({ nFormaDePago, cNombre, cTipo })),
    }
  })
}
