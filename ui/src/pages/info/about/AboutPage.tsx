import { InfoPage } from "../common/InfoPage.js"
import { InfoSection } from "../common/InfoSection.js"

/** The "about" page: its own chunk, loaded only when someone opens it (SPEC §2). */
export default function AboutPage() {
  return (
    <InfoPage titleKey="info.about.title" leadKey="info.about.lead">
      <InfoSection id="story" textKey="info.about.sections.story" />
      <InfoSection id="values" textKey="info.about.sections.values" />
      <InfoSection
        id="where"
        textKey="info.about.sections.where"
        links={[{ to: "/PointSales", label: "info.about.links.pointSales" }]}
      />
      <InfoSection
        id="talk"
        textKey="info.about.sections.talk"
        links={[
          { to: "/TechnicalSupport", label: "info.about.links.support" },
          { to: "/Services", label: "info.about.links.services" },
          { to: "/FAQ", label: "info.about.links.faq" },
        ]}
      />
    </InfoPage>
  )
}
