import { useCheckout, useT } from "../../app/ShopContext.js"
import { Button } from "../../components/Button.js"
import { Dialog } from "../../components/Dialog.js"

/** The checkout machine's dialog (SPEC §4: 'Purchase process canceled' on expiry); OK goes back. */
export const PurchaseDialog = () => {
  const t = useT()
  const checkout = useCheckout()
  if (checkout.dialog === null) return null
  return (
    <Dialog
      title={t(checkout.dialog.title)}
      onDismiss={checkout.acknowledgeDialog}
      actions={<Button onClick={checkout.acknowledgeDialog}>{t("common.ok")}</Button>}
    >
      <p>{t(checkout.dialog.message)}</p>
    </Dialog>
  )
}
