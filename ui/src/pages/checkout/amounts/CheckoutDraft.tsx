import {
  checkoutAmountsOf,
  type CartLineView,
  type CheckoutAmounts,
  type DeliveryType,
  type ExtraProduct,
} from "@boleteria/core"
import { createContext, useContext, useMemo, useState, type ReactNode } from "react"
import { useCart } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { useDelivery } from "../checkoutMachines.js"

/** The card as far as the form knows it: its BIN once typed, the instalments once chosen. */
interface CardChoice {
  readonly bin: string | null
  readonly installments: { readonly count: number; readonly surchargePercent: number } | null
}

/** What the steps show as chosen before it is saved (a radio, a quantity, a card being typed). */
interface Draft {
  readonly delivery: DeliveryType | null
  readonly products: ReadonlyArray<ExtraProduct> | null
  readonly card: CardChoice | null
}

/** The choices the amounts were priced with. */
interface Chosen {
  readonly delivery: DeliveryType | null
  readonly card: CardChoice | null
}

interface DraftContext {
  readonly amounts: CheckoutAmounts<CartLineView>
  readonly chosen: Chosen
  readonly chooseDelivery: (delivery: DeliveryType | null) => void
  readonly chooseProducts: (products: ReadonlyArray<ExtraProduct>) => void
  readonly chooseCard: (card: CardChoice | null) => void
}

const EMPTY: Draft = { delivery: null, products: null, card: null }

const Context = createContext<DraftContext | null>(null)

/**
 * Keeps the purchase's choices as they are made and prices them with core's checkoutAmountsOf (the
 * rule the charge is priced by), so the summary and Pagar show every amount at once: the delivery as
 * picked (or saved), the extras as picked (or saved: they count from a reload on), the card as typed.
 */
export const CheckoutDraftProvider = ({
  idProcesoDeCompra,
  children,
}: {
  readonly idProcesoDeCompra: number
  readonly children: ReactNode
}) => {
  const cart = useCart()
  const delivery = useDelivery()
  const saved = useApiQuery(`extraProducts:${idProcesoDeCompra}`, (api) =>
    api.getExtraProducts({ path: { idProcesoDeCompra } }),
  )
  return (
    <DraftProvider
      lines={cart.lines}
      savedDelivery={delivery.chosen}
      savedProducts={saved.status === "success" ? saved.data : null}
    >
      {children}
    </DraftProvider>
  )
}

interface DraftProviderProps {
  readonly lines: ReadonlyArray<CartLineView>
  readonly savedDelivery: DeliveryType | null
  readonly savedProducts: ReadonlyArray<ExtraProduct> | null
  readonly children: ReactNode
}

/**
 * The draft over any purchase's lines and saved choices: this tab's checkout, or a purchase paid
 * by its payment link (its delivery and products chosen by its owner, only the card typed here).
 */
export const DraftProvider = ({ lines, savedDelivery, savedProducts, children }: DraftProviderProps) => {
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const chosenDelivery = draft.delivery ?? savedDelivery
  const amounts = useMemo(
    () =>
      checkoutAmountsOf(lines, {
        delivery: chosenDelivery,
        products: draft.products ?? savedProducts ?? [],
        cardBin: draft.card?.bin ?? null,
        installments: draft.card?.installments ?? null,
      }),
    [lines, chosenDelivery, draft.products, draft.card, savedProducts],
  )
  const choosers = useMemo<Omit<DraftContext, "amounts" | "chosen">>(
    () => ({
      chooseDelivery: (chosen) => setDraft((current) => ({ ...current, delivery: chosen })),
      chooseProducts: (products) => setDraft((current) => ({ ...current, products })),
      chooseCard: (card) => setDraft((current) => ({ ...current, card })),
    }),
    [],
  )
  const value = useMemo<DraftContext>(
    () => ({ amounts, chosen: { delivery: chosenDelivery, card: draft.card }, ...choosers }),
    [amounts, chosenDelivery, draft.card, choosers],
  )
  return <Context value={value}>{children}</Context>
}

const useDraftContext = (): DraftContext => {
  const context = useContext(Context)
  if (context === null) throw new Error("CheckoutDraftProvider is missing above this component")
  return context
}

/** Every amount of the purchase as chosen so far. */
export const useCheckoutAmounts = (): CheckoutAmounts<CartLineView> => useDraftContext().amounts

/** The delivery and card the amounts were priced with. */
export const useCheckoutChoices = (): Chosen => useDraftContext().chosen

/** The steps' way to say what the shopper is choosing. */
export const useCheckoutDraft = () => {
  const { chooseDelivery, chooseProducts, chooseCard } = useDraftContext()
  return { chooseDelivery, chooseProducts, chooseCard }
}
