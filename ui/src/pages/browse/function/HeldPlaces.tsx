import { buyPath, formatClock } from "@boleteria/core"
import type { Ref } from "react"
import { useCart, usePurchaseTimer, useT, useTenant } from "../../../app/ShopContext.js"
import { button } from "../../../components/Button.css.js"
import HoldExtension from "../../../components/HoldExtension.js"
import { Price } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "./FunctionPage.css.js"

/**
 * The places this purchase holds for the function, the time left to pay (with the action that
 * extends it in its last minutes), and the way on to checkout. After a take the page scrolls here
 * and focus lands on the heading (`ref`), so the held seats and "Continuar" are what the shopper
 * sees and hears next, not the map they were choosing on.
 */
export const HeldPlaces = ({
  idFuncion,
  ref,
}: {
  readonly idFuncion: number
  readonly ref?: Ref<HTMLHeadingElement>
}) => {
  const t = useT()
  const tenant = useTenant()
  const cart = useCart()
  const timer = usePurchaseTimer()
  const line = cart.lines.find((candidate) => candidate.idFuncion === idFuncion)
  if (line === undefined || cart.idProcesoDeCompra === null) return null
  const clock = formatClock(timer.secondsLeft * 1000, tenant.purchase.alertSeconds)
  return (
    <section className={styles.heldPanel} aria-labelledby="function-held-places" data-testid="held-places">
      <h2 id="function-held-places" className={styles.panelTitle} ref={ref} tabIndex={-1}>
        {t("function.held.title")}
      </h2>
      <ul className={styles.list}>
        {line.held.map((place) => (
          <li key={place.idPosicion} className={styles.row}>
            <span>
              {place.cFila === null || place.cButaca === null
                ? place.cSector
                : t("function.selection.seat", { sector: place.cSector, row: place.cFila, seat: place.cButaca })}
            </span>
            <Price amount={place.fPrecio} />
          </li>
        ))}
      </ul>
      {timer.isRunning && (
        <p role="timer" className={timer.isAlert ? `${styles.timer} ${styles.timerAlert}` : styles.timer}>
          {t("function.held.timeLeft", { time: clock.text })}
        </p>
      )}
      <HoldExtension layout="panel" />
      <ShopLink
        to={buyPath(tenant.processType, cart.idProcesoDeCompra)}
        className={`${button({ kind: "primary" })} ${styles.linkButton}`}
      >
        {t("function.held.continue")}
      </ShopLink>
    </section>
  )
}
