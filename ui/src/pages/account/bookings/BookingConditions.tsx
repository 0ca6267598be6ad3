import type { Booking, MessageKey } from "@boleteria/core"
import { useId } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { CheckField } from "../../../components/form/Field.js"
import * as styles from "../common/AccountPage.css.js"
import { useDateText } from "../common/useDateText.js"

interface Props {
  readonly booking: Booking
  readonly accepted: boolean
  readonly onAcceptedChange: (accepted: boolean) => void
  /** The rule's message while "Comprar" was pressed with the conditions unticked. */
  readonly error: MessageKey | undefined
  /** The checkbox's id, so "Comprar" can take the shopper to it. */
  readonly checkboxId: string
}

/**
 * SPEC §5's reservation conditions, read before a booking is bought: what buying it means (docs/bookings.md),
 * with the booking's own deadline and the tenant's purchase clock. Ticking them is what the take sends
 * (lCondicionesAceptadas); the server refuses a take without it.
 */
export const BookingConditions = ({ booking, accepted, onAcceptedChange, error, checkboxId }: Props) => {
  const t = useT()
  const { purchase } = useTenant()
  const dates = useDateText()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.term}>
        {t("account.bookings.conditions.title")}
      </h3>
      <ul className={styles.muted}>
        <li>{t("account.bookings.conditions.price")}</li>
        <li>{t("account.bookings.conditions.clock", { minutes: purchase.clockMinutes })}</li>
        <li>{t("account.bookings.conditions.lapse", { date: dates.instant(booking.dVencimiento) })}</li>
        <li>{t("account.bookings.conditions.places")}</li>
      </ul>
      <CheckField
        id={checkboxId}
        label={t("account.bookings.conditions.accept")}
        checked={accepted}
        onChange={(event) => onAcceptedChange(event.currentTarget.checked)}
        error={error}
      />
    </section>
  )
}
