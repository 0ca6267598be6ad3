import { EXTERNAL_PAGES } from "../../../shell/footer/footerLinks.js"
import { SectionedPage, type SectionSpec } from "../common/SectionedPage.js"

const SECTIONS: ReadonlyArray<SectionSpec> = [
  { id: "controller" },
  { id: "collected" },
  { id: "cards" },
  { id: "purposes" },
  { id: "sharing" },
  { id: "browser" },
  { id: "retention" },
  { id: "security" },
  {
    id: "rights",
    links: [
      { to: "/myData", label: "info.privacy.links.myData" },
      { to: EXTERNAL_PAGES.dataProtection, label: "info.privacy.links.authority", outside: true },
    ],
  },
  { id: "changes" },
]

/** /privacyPolicies: personal data under Ley 25.326, what the shop keeps and where. */
export const PrivacyPage = () => <SectionedPage textKey="info.privacy" sections={SECTIONS} />
