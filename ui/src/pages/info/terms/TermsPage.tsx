import { WITHDRAWAL_PAGE } from "../../../shell/footer/footerLinks.js"
import { SectionedPage, type SectionSpec } from "../common/SectionedPage.js"

const SECTIONS: ReadonlyArray<SectionSpec> = [
  { id: "scope" },
  { id: "account" },
  { id: "hold" },
  { id: "prices" },
  { id: "payment" },
  { id: "delivery", links: [{ to: "/eticket", label: "info.terms.links.eticket" }] },
  { id: "changes" },
  { id: "refunds" },
  { id: "withdrawal", links: [{ to: WITHDRAWAL_PAGE, label: "info.terms.links.withdrawal" }] },
  { id: "minors" },
  { id: "admission" },
  { id: "data", links: [{ to: "/privacyPolicies", label: "info.terms.links.privacy" }] },
  {
    id: "claims",
    links: [
      { to: "/TechnicalSupport", label: "info.terms.links.support" },
      { to: "/ComplaintsBook", label: "info.terms.links.complaints" },
    ],
  },
]

/** /termsAndConditions: the purchase terms under Argentine consumer law. */
export const TermsPage = () => <SectionedPage textKey="info.terms" sections={SECTIONS} />
