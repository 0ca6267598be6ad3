import type { PaymentProviderGroup } from "@boleteria/core"

/** One radio of the payment step: a card method (paid with the card form) or a wallet (its own panel). */
export interface PaymentChoice {
  readonly nFormaDePago: number
  readonly cNombre: string
  readonly group: PaymentProviderGroup
}

/**
 * FormasDePago2's groups as the step offers them: each card method on its own (credit and debit
 * offer their own cuotas in the card form), then one choice per wallet, named as the wallet.
 */
export const paymentChoicesOf = (groups: ReadonlyArray<PaymentProviderGroup>): ReadonlyArray<PaymentChoice> =>
  groups.flatMap((group) =>
    group.cFlujo === "TARJETA"
      ? group.listaFormaDePago.map(({ nFormaDePago, cNombre }) => ({ nFormaDePago, cNombre, group }))
      : group.listaFormaDePago.slice(0, 1).map(({ nFormaDePago }) => ({ nFormaDePago, cNombre: group.cNombre, group })),
  )
