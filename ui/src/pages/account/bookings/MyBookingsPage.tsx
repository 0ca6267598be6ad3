import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { QueryView } from "../common/QueryView.js"
import { useOrderHistory } from "../common/accountQueries.js"
import { BookingCard } from "./BookingCard.js"

/**
 * My bookings (SPEC §2 /myBookings, and /myBookingsBox in box-office mode): the places the box office
 * set aside for the customer (listaReserva of GET /v2/Historial2), each bought from here
 * (docs/bookings.md). The empty state says what a booking is.
 */
export const MyBookingsPage = ({ boxOffice }: { readonly boxOffice: boolean }) => {
  const t = useT()
  const history = useOrderHistory()
  return (
    <AccountPage
      title={t(boxOffice ? "account.bookings.boxTitle" : "account.bookings.title")}
      lead={t("account.bookings.lead")}
    >
      <QueryView query={history} loadingLabel={t("account.bookings.loading")}>
        {({ listaReserva }) =>
          listaReserva.length === 0 ? (
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>{t("account.bookings.emptyTitle")}</h2>
              <p className={styles.muted}>{t("account.bookings.whatAreThey")}</p>
              <p className={styles.muted}>{t("account.bookings.emptyHere")}</p>
              <ShopLink to="/" className={styles.link}>
                {t("account.orders.browse")}
              </ShopLink>
            </div>
          ) : (
            <ul className={styles.list}>
              {listaReserva.map((booking) => (
                <li key={booking.idReserva}>
                  <BookingCard booking={booking} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </AccountPage>
  )
}
