import type { PurchaseTimerView } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import type { Translate } from "../../../i18n/i18n.js"
import { Button } from "../../../components/Button.js"
import * as styles from "./PurchaseClock.css.js"

/** How many more times the shopper may extend, in words. */
const leftText = (t: Translate, left: number): string =>
  left === 0
    ? t("checkout.clock.noExtensionsLeft")
    : left === 1
      ? t("checkout.clock.extensionsLeftOne")
      : t("checkout.clock.extensionsLeft", { count: left })

/**
 * The one action that gives the shopper a full clock again, shown in the clock's last minutes while
 * the tenant allows more, with how many more times it may be used and why the last one failed.
 */
export const ExtendHold = ({ timer, extend }: { readonly timer: PurchaseTimerView; readonly extend: () => void }) => {
  const t = useT()
  const offered = timer.isAlert || timer.isExtending
  if (!timer.extensionsAllowed || !offered) return null
  return (
    <div className={styles.extension}>
      {timer.extensionsLeft > 0 && (
        <Button kind="secondary" aria-disabled={!timer.canExtend} onClick={extend}>
          {timer.isExtending ? t("checkout.clock.extending") : t("checkout.clock.extend")}
        </Button>
      )}
      <p className={styles.note}>
        {leftText(t, timer.extensionsLeft)}
        {timer.extensionMessage !== null && ` ${t(timer.extensionMessage)}`}
      </p>
    </div>
  )
}
