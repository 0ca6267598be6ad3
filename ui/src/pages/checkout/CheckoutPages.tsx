import { useSearch } from "wouter"
import type { GroupPageProps } from "../../app/RouteView.js"
import { BuyTicketPage } from "./buy/BuyTicketPage.js"
import { PayConfirmPage } from "./results/PayConfirmPage.js"
import { PayConfirmPoolPage } from "./results/PayConfirmPoolPage.js"
import { PayErrorPage } from "./results/PayErrorPage.js"
import { PayFinishPage } from "./results/PayFinishPage.js"
import { ProviderReturnPage } from "./results/ProviderReturnPage.js"
import { PaymentLinkAboutPage } from "./link/PaymentLinkAboutPage.js"
import { PaymentLinkConfirmPage } from "./link/PaymentLinkConfirmPage.js"
import { PaymentLinkPage } from "./link/PaymentLinkPage.js"
import { UnavailablePaymentPage } from "./results/UnavailablePaymentPage.js"

const idOf = (text: string | null | undefined): number | null => {
  const id = Number(text)
  return text != null && Number.isInteger(id) && id > 0 ? id : null
}

/** The checkout chunk: the purchase itself and every page that ends one. */
export default function CheckoutPages({ route, params }: GroupPageProps) {
  const query = new URLSearchParams(useSearch())
  const requestedId = idOf(params["idProcesoDeCompra"]) ?? idOf(query.get("idProcesoDeCompra"))
  switch (route.name) {
    case "BuyTicket":
    case "BuyTicketBox":
      return <BuyTicketPage requestedId={requestedId} />
    case "BuyTicketOk":
      // Mercado Pago's and PayPal's return (docs/payments.md).
      return requestedId === null ? <PayErrorPage /> : <ProviderReturnPage idProcesoDeCompra={requestedId} wallet />
    case "bancardFinish":
    case "bancardFinish3ds":
      return requestedId === null ? <PayErrorPage /> : <ProviderReturnPage idProcesoDeCompra={requestedId} />
    case "payConfirm":
      return <PayConfirmPage />
    case "payConfirmPool":
      return <PayConfirmPoolPage />
    case "payError":
      return <PayErrorPage />
    case "payFinish":
      return <PayFinishPage />
    case "linkPago":
      return <PaymentLinkAboutPage />
    case "linkPagoId":
      return <PaymentLinkPage idProcesoDeCompra={requestedId} />
    case "payConfirmLinkPago":
      return <PaymentLinkConfirmPage />
    default:
      // apayFinalizar, payConfirmTigoMoney: the wallet's page sends the shopper back with the purchase's id
      // (docs/payments.md); without one there is no payment to show.
      return requestedId === null ? (
        <UnavailablePaymentPage />
      ) : (
        <ProviderReturnPage idProcesoDeCompra={requestedId} wallet />
      )
  }
}
