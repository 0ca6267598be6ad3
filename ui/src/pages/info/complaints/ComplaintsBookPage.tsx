import { useT } from "../../../app/ShopContext.js"
import { useAnchorFromAddress } from "../common/anchors.js"
import { InfoPage } from "../common/InfoPage.js"
import { InfoSection } from "../common/InfoSection.js"
import { ContactForm } from "../contact/ContactForm.js"
import { CONSUMER_DEFENCE_SITE } from "../links.js"

const TOPICS = ["purchase", "payment", "eticket", "boxOffice", "event", "service", "other"] as const

/** The site's address as a shopper would type it: no protocol. */
const SITE_TEXT = CONSUMER_DEFENCE_SITE.replace(/^https:\/\//, "")

/** /ComplaintsBook: the "Libro de quejas", filed through the contact call with a complaint subject. */
export const ComplaintsBookPage = () => {
  const t = useT()
  useAnchorFromAddress()
  const section = (id: string) => ({ id, label: t(`info.complaints.sections.${id}.title`) })
  const contents = [
    section("how"),
    { id: "contact-form", label: t("info.complaints.form.title") },
    section("answer"),
    section("authorities"),
  ]
  return (
    <InfoPage titleKey="info.complaints.title" leadKey="info.complaints.lead" contents={contents}>
      <InfoSection id="how" textKey="info.complaints.sections.how" ordered />
      <ContactForm
        textKey="info.complaints.form"
        topics={TOPICS}
        subject={(topicWords) => t("info.complaints.form.subject", { topic: topicWords })}
      />
      <InfoSection id="answer" textKey="info.complaints.sections.answer" />
      <InfoSection id="authorities" textKey="info.complaints.sections.authorities">
        <p>
          {t("info.complaints.siteLabel")} <a href={CONSUMER_DEFENCE_SITE}>{SITE_TEXT}</a>
        </p>
      </InfoSection>
    </InfoPage>
  )
}
