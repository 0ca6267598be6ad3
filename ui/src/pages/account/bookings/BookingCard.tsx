import { validateReservationConditions, type Booking, type MessageKey } from "@boleteria/core"
import { useId, useState } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { Price } from "../../../components/Price.js"
import * as styles from "../common/AccountPage.css.js"
import { useDateText } from "../common/useDateText.js"
import { BookingConditions } from "./BookingConditions.js"
import { useBuyBooking } from "./useBuyBooking.js"

/**
 * One booking: the function, its state, until when it holds, and its places; while it lives, "Comprar"
 * buys it whole, and each seat on its own when the tenant sells bookings by seat (bookingWithSeat), once
 * the shopper ticked the booking's conditions (SPEC §5).
 */
export const BookingCard = ({ booking }: { readonly booking: Booking }) => {
  const t = useT()
  const { flags } = useTenant()
  const purchase = useBuyBooking()
  const canBuy = booking.cEstado === "VIGENTE" && booking.listaPosicion.length > 0
  const busy = purchase.state.status === "busy"
  const dates = useDateText()
  const titleId = useId()
  const conditionsId = useId()
  const [accepted, setAccepted] = useState(false)
  const [conditionsError, setConditionsError] = useState<MessageKey | undefined>(undefined)
  /** Buys once the conditions are accepted; otherwise says so at the checkbox and takes the shopper there. */
  const buy = (seatIds?: ReadonlyArray<number>) => {
    const check = validateReservationConditions(accepted)
    if (!check.ok) {
      setConditionsError(check.error)
      document.getElementById(conditionsId)?.focus()
      return
    }
    purchase.buy(booking, accepted, seatIds ?? null)
  }
  const placeOf = (row: string | null, seat: string | null) =>
    [row === null ? null : t("account.orders.row", { row }), seat === null ? null : t("account.orders.seat", { seat })]
      .filter(Boolean)
      .join(" · ") || t("account.orders.generalAdmission")
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.cardTitle}>
          {booking.cEspectaculo}
        </h2>
        <span className={styles.badge}>{t(`account.bookings.states.${booking.cEstado}`)}</span>
      </div>
      <p className={styles.muted}>
        {booking.cEstablecimiento} · {dates.performance(booking.oFuncionFecha)}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t("account.bookings.number")}</dt>
          <dd className={styles.value}>{booking.idReserva}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t("account.bookings.holdsUntil")}</dt>
          <dd className={styles.value}>{dates.instant(booking.dVencimiento)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t("account.bookings.places")}</dt>
          <dd className={styles.value}>{booking.nCantidadPosiciones}</dd>
        </div>
      </dl>
      <ul className={styles.list}>
        {booking.listaPosicion.map((position) => (
          <li key={position.idPosicion} className={styles.titleRow}>
            <span>
              {position.cSector} · {placeOf(position.cFila, position.cButaca)}
            </span>
            <Price amount={position.fPrecio} />
            {canBuy && flags.bookingWithSeat && booking.listaPosicion.length > 1 && (
              <Button
                kind="secondary"
                busy={busy}
                aria-label={t("account.bookings.buySeat", {
                  place: `${position.cSector} · ${placeOf(position.cFila, position.cButaca)}`,
                })}
                onClick={() => buy([position.idPosicion])}
              >
                {t("account.bookings.buyOne")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canBuy && (
        <BookingConditions
          booking={booking}
          accepted={accepted}
          onAcceptedChange={(next) => {
            setAccepted(next)
            if (next) setConditionsError(undefined)
          }}
          error={conditionsError}
          checkboxId={conditionsId}
        />
      )}
      {canBuy && (
        <Button
          busy={busy}
          aria-label={t("account.bookings.buyLabel", { show: booking.cEspectaculo })}
          onClick={() => buy()}
        >
          {t("account.bookings.buy")}
        </Button>
      )}
      {purchase.state.status === "failed" && <ApiFailureMessage failure={purchase.state.error} />}
    </article>
  )
}
