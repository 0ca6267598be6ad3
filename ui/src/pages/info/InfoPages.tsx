import { Suspense } from "react"
import { lazyChunk } from "../../app/lazyChunk.js"
import type { GroupPageProps } from "../../app/RouteView.js"
import { useT } from "../../app/ShopContext.js"
import { NotFound } from "../browse/common/NotFound.js"
import { ProseSkeleton } from "./common/ProseSkeleton.js"
import { ComplaintsBookPage } from "./complaints/ComplaintsBookPage.js"
import { EticketPage } from "./eticket/EticketPage.js"
import { FaqPage } from "./faq/FaqPage.js"
import { PointSalesPage } from "./pointSales/PointSalesPage.js"
import { PrivacyPage } from "./privacy/PrivacyPage.js"
import { ServicesPage } from "./services/ServicesPage.js"
import { TechnicalSupportPage } from "./support/TechnicalSupportPage.js"
import { TermsPage } from "./terms/TermsPage.js"
import { WithdrawalPage } from "./withdrawal/WithdrawalPage.js"

/** SPEC §2: "An 'about' page is loaded lazily" — its own chunk, fetched when it is opened. */
const AboutPage = lazyChunk(() => import("./about/AboutPage.js"))

/** The information chunk: e-tickets, terms, box offices, services, privacy, support, complaints, FAQ, withdrawal, about. */
export default function InfoPages({ route }: GroupPageProps) {
  const t = useT()
  switch (route.name) {
    case "eticket":
      return <EticketPage />
    case "termsAndConditions":
      return <TermsPage />
    case "PointSales":
      return <PointSalesPage />
    case "Services":
      return <ServicesPage />
    case "privacyPolicies":
      return <PrivacyPage />
    case "TechnicalSupport":
      return <TechnicalSupportPage />
    case "ComplaintsBook":
      return <ComplaintsBookPage />
    case "FAQ":
      return <FaqPage />
    case "arrepentimiento":
      return <WithdrawalPage />
    case "about":
      return (
        <Suspense fallback={<ProseSkeleton />}>
          <AboutPage />
        </Suspense>
      )
    default:
      return <NotFound title={t("browse.notFound.page")} />
  }
}
