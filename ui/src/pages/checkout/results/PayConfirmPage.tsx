import { useT } from "../../../app/ShopContext.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import { OrderRecap } from "./OrderRecap.js"
import { ResultPage, TO_ORDERS } from "./ResultPage.js"

/**
 * The purchase is paid (SPEC §2 payConfirm): the order and what it holds (show, venue, date,
 * places, amount, card, delivery), its e-ticket to download, a calendar entry, what next.
 */
export const PayConfirmPage = () => {
  const t = useT()
  const verification = usePaymentVerification()
  const orderId = verification.phase === "successful" ? verification.orderId : null
  return (
    <ResultPage title={t("checkout.confirm.title")} ways={[TO_ORDERS]}>
      <p role="status">{t("payment.successful")}</p>
      {orderId === null ? (
        <p>{t("checkout.confirm.eticket")}</p>
      ) : (
        <>
          <p>{t("checkout.confirm.order", { order: orderId })}</p>
          <OrderRecap idPedido={orderId} />
        </>
      )}
    </ResultPage>
  )
}
