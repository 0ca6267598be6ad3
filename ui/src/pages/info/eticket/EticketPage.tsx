import { PICKUP_AUTHORISATION_PDF } from "../../../shell/footer/footerLinks.js"
import { SectionedPage, type SectionSpec } from "../common/SectionedPage.js"

const SECTIONS: ReadonlyArray<SectionSpec> = [
  { id: "howItWorks", ordered: true, links: [{ to: "/myOrders", label: "info.eticket.links.myOrders" }] },
  { id: "atTheDoor" },
  { id: "rules" },
  {
    id: "boxOffice",
    links: [
      { to: PICKUP_AUTHORISATION_PDF, label: "info.eticket.links.authorisation", outside: true },
      { to: "/PointSales", label: "info.eticket.links.pointSales" },
    ],
  },
  { id: "homeDelivery" },
  { id: "problems", links: [{ to: "/TechnicalSupport", label: "info.eticket.links.support" }] },
]

/** /eticket: how the PDF with one QR per ticket works, box-office pickup and home delivery. */
export const EticketPage = () => <SectionedPage textKey="info.eticket" sections={SECTIONS} />
