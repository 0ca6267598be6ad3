import { useCheckout, useT } from "../../../app/ShopContext.js"
import { backToFunction, ResultPage } from "../results/ResultPage.js"

/**
 * No purchase to show: none was started, it ended, or the address names another one (or one
 * another browser holds). Why it ended (the checkout machine's message) is the shell's notice.
 */
export const NoPurchase = () => {
  const t = useT()
  const checkout = useCheckout()
  return (
    <ResultPage title={t("checkout.none.title")} ways={[backToFunction(checkout.lastFunctionPath)]}>
      <p>{t("checkout.none.body")}</p>
    </ResultPage>
  )
}
