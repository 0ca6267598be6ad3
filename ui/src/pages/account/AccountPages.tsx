import type { GroupPageProps } from "../../app/RouteView.js"
import { MyAddressesPage } from "./addresses/MyAddressesPage.js"
import { MyBookingsPage } from "./bookings/MyBookingsPage.js"
import { MyCardsPage } from "./cards/MyCardsPage.js"
import { AdditionalDataPage } from "./extras/AdditionalDataPage.js"
import { MyAliasPage } from "./extras/MyAliasPage.js"
import { LoginPage } from "./login/LoginPage.js"
import { LoginRedirectPage } from "./login/LoginRedirectPage.js"
import { SignUpPage } from "./login/SignUpPage.js"
import { MyDataPage } from "./myData/MyDataPage.js"
import { MyOrdersPage } from "./orders/MyOrdersPage.js"
import { ChangePasswordPage } from "./password/ChangePasswordPage.js"
import { MyPhonesPage } from "./phones/MyPhonesPage.js"
import { PasswordResetNotice } from "./recover/PasswordResetNotice.js"
import { RecoverPasswordPage } from "./recover/RecoverPasswordPage.js"

/** The account chunk: login, sign-up and password recovery, and the customer's own pages. */
export default function AccountPages({ route }: GroupPageProps) {
  switch (route.name) {
    case "login":
      return (
        <>
          <PasswordResetNotice />
          <LoginPage />
        </>
      )
    case "signUp":
      return <SignUpPage />
    case "loginRedirect":
      return <LoginRedirectPage />
    case "recoverPassword":
      return <RecoverPasswordPage />
    case "myData":
      return <MyDataPage />
    case "additionalData":
      return <AdditionalDataPage />
    case "myAlias":
      return <MyAliasPage />
    case "myAddress":
      return <MyAddressesPage />
    case "myPhone":
      return <MyPhonesPage />
    case "myCards":
      return <MyCardsPage />
    case "changePassword":
      return <ChangePasswordPage />
    case "myOrders":
      return <MyOrdersPage />
    case "myBookings":
      return <MyBookingsPage boxOffice={false} />
    case "myBookingsBox":
      return <MyBookingsPage boxOffice />
    default:
      return null
  }
}
