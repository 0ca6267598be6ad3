import type { ApiFailure, CardInstallments } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useState } from "react"
import { useServices } from "../../../app/ShopContext.js"
import type { ShopServices } from "../../../app/shop.js"

export type InstallmentsLookup =
  | { readonly status: "waiting" }
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: CardInstallments }
  | { readonly status: "failure"; readonly error: ApiFailure }

const WAITING: InstallmentsLookup = { status: "waiting" }

/** The call that answers a card's instalments: the purchase's own by default, a payment link's on /linkPago. */
export type InstallmentsCall = (
  services: ShopServices,
  card: { readonly idProcesoDeCompra: number; readonly nFormaDePago: number; readonly cardBin: string },
) => Effect.Effect<CardInstallments, ApiFailure>

// The tab's own call: it carries the key this tab holds for the purchase.
const purchaseInstallments: InstallmentsCall = (services, card) =>
  services.tab.purchaseCalls(card.idProcesoDeCompra).cardInstallments(card.nFormaDePago, card.cardBin)

/**
 * The card's brand and installments (GET …/FormaDePago/{n}/Tarjetas/{cardBin}), asked once the BIN
 * is known and again whenever it or the payment method changes; "waiting" until then.
 */
export const useInstallments = (
  idProcesoDeCompra: number,
  nFormaDePago: number | null,
  cardBin: string | null,
  ask: InstallmentsCall = purchaseInstallments,
): InstallmentsLookup => {
  const services = useServices()
  const [lookup, setLookup] = useState<InstallmentsLookup>(WAITING)
  useEffect(() => {
    if (nFormaDePago === null || cardBin === null) {
      setLookup(WAITING)
      return
    }
    let live = true
    setLookup({ status: "loading" })
    void Effect.runPromise(Effect.result(ask(services, { idProcesoDeCompra, nFormaDePago, cardBin }))).then(
      (result) => {
        if (!live) return
        setLookup(
          result._tag === "Success"
            ? { status: "success", data: result.success }
            : { status: "failure", error: result.failure },
        )
      },
    )
    return () => {
      live = false
    }
  }, [services, ask, idProcesoDeCompra, nFormaDePago, cardBin])
  return nFormaDePago === null || cardBin === null ? WAITING : lookup
}
