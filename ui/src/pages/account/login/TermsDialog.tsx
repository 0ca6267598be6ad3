import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { Dialog } from "../../../components/Dialog.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "./AuthPage.css.js"

/** SPEC §5: the sign-up terms are read and accepted in a popup (tenant flag signUpTermsPopup). */
export const TermsDialog = ({ onAccept, onClose }: { readonly onAccept: () => void; readonly onClose: () => void }) => {
  const t = useT()
  return (
    <Dialog
      title={t("signUp.terms.title")}
      onDismiss={onClose}
      actions={
        <>
          <Button kind="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
          <Button onClick={onAccept}>{t("signUp.terms.accept")}</Button>
        </>
      }
    >
      <div className={styles.terms}>
        <p>{t("signUp.terms.purchase")}</p>
        <p>{t("signUp.terms.data")}</p>
        <p>{t("signUp.terms.regret")}</p>
        <ShopLink to="/termsAndConditions" className={styles.link}>
          {t("signUp.terms.full")}
        </ShopLink>
      </div>
    </Dialog>
  )
}
