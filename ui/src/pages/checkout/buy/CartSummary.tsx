import { formatFunctionDate } from "@boleteria/core"
import { useCallback, useState } from "react"
import { useCart, useCheckout, useLocale, useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { Price } from "../../../components/Price.js"
import { useCheckoutAmounts } from "../amounts/CheckoutDraft.js"
import { PlaceBreakdown } from "../amounts/PlaceBreakdown.js"
import { PurchaseTotals } from "../amounts/PurchaseTotals.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./CartSummary.css.js"

type Asking = "empty" | "cancel" | null

/**
 * What the purchase holds (SPEC §3 function lines) and every amount as it is chosen: each place
 * with its price, discount and service charge, then delivery, QR, extras, instalments and the
 * total Pagar charges. With remove one function, empty cart and cancel.
 */
export const CartSummary = ({ canChange }: { readonly canChange: boolean }) => {
  const t = useT()
  const locale = useLocale()
  const cart = useCart()
  const checkout = useCheckout()
  const amounts = useCheckoutAmounts()
  const [asking, setAsking] = useState<Asking>(null)
  const stopAsking = useCallback(() => setAsking(null), [])

  return (
    <aside className={checkoutStyles.section} aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className={checkoutStyles.sectionTitle}>
        {t("checkout.summary.title")}
      </h2>
      <ul className={checkoutStyles.plainList} aria-busy={cart.isBusy}>
        {amounts.lines.map(({ line, places }) => (
          <li key={line.idFuncion} className={styles.line}>
            {line.image === null ? (
              <div className={styles.image} />
            ) : (
              <img className={styles.image} src={line.image.cUrl} alt="" />
            )}
            <div className={styles.details}>
              <h3 className={styles.name}>{line.showName}</h3>
              <p className={styles.meta}>{line.venueName}</p>
              <p className={styles.meta}>{formatFunctionDate(line.date, locale)}</p>
              <div className={checkoutStyles.spread}>
                <span>
                  {t(line.isProduct ? "checkout.summary.quantity" : "checkout.summary.positions", {
                    count: line.positions,
                  })}
                </span>
                <Price amount={places.reduce((total, place) => total + place.amount, 0)} />
              </div>
              <ul className={styles.places} aria-label={t("checkout.summary.placesOf", { show: line.showName })}>
                {places.map((place) => (
                  <PlaceBreakdown key={place.position.idPosicion} place={place} />
                ))}
              </ul>
              {line.canRemove && canChange && (
                <button
                  type="button"
                  className={styles.remove}
                  onClick={line.remove}
                  aria-label={t("checkout.summary.removeNamed", { name: line.showName })}
                >
                  {t("checkout.summary.remove")}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <PurchaseTotals amounts={amounts} />
      {canChange && (
        <div className={checkoutStyles.actions}>
          <Button kind="secondary" onClick={() => setAsking("empty")} disabled={cart.isBusy}>
            {t("checkout.summary.empty")}
          </Button>
          <Button kind="ghost" onClick={() => setAsking("cancel")}>
            {t("checkout.cancel")}
          </Button>
        </div>
      )}
      {asking !== null && (
        <ConfirmDialog
          title={t(asking === "empty" ? "checkout.summary.emptyTitle" : "checkout.cancelTitle")}
          message={t("checkout.releaseWarning")}
          confirmLabel={t(asking === "empty" ? "checkout.summary.empty" : "checkout.cancel")}
          cancelLabel={t("checkout.keepBuying")}
          onConfirm={() => {
            setAsking(null)
            if (asking === "empty") cart.empty()
            else checkout.cancel()
          }}
          onCancel={stopAsking}
        />
      )}
    </aside>
  )
}
