import { useT } from "../../../app/ShopContext.js"
import { EXTERNAL_PAGES } from "../../../shell/footer/footerLinks.js"
import { useAnchorFromAddress } from "../common/anchors.js"
import { InfoPage } from "../common/InfoPage.js"
import { InfoSection } from "../common/InfoSection.js"
import * as sectionStyles from "../common/InfoSection.css.js"
import * as styles from "./ServicesPage.css.js"

/** What the shop really does for an organiser, each one a part of it (no door scanning, reports or box-office sales: it has none). */
const OFFERS = [
  "online",
  "seatMaps",
  "eTickets",
  "waitingRoom",
  "payments",
  "paymentLinks",
  "bookings",
  "withdrawal",
  "promotion",
  "support",
] as const

/** /Services: what boleteria offers organisers and venues, and how to start selling ("vendé con nosotros"). */
export const ServicesPage = () => {
  const t = useT()
  useAnchorFromAddress()
  const contents = [
    { id: "offers", label: t("info.services.offersTitle") },
    { id: "steps", label: t("info.services.sections.steps.title") },
    { id: "sellWithUs", label: t("info.services.cta.title") },
  ]
  return (
    <InfoPage titleKey="info.services.title" leadKey="info.services.lead" contents={contents} wide>
      <section className={sectionStyles.section} aria-labelledby="offers">
        <h2 id="offers" tabIndex={-1}>
          {t("info.services.offersTitle")}
        </h2>
        <ul className={styles.offers}>
          {OFFERS.map((offer) => (
            <li key={offer} className={styles.offer}>
              <h3>{t(`info.services.offers.${offer}.title`)}</h3>
              <p>{t(`info.services.offers.${offer}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <InfoSection id="steps" textKey="info.services.sections.steps" ordered />
      <section className={styles.callToAction} aria-labelledby="sellWithUs">
        <h2 id="sellWithUs" tabIndex={-1}>
          {t("info.services.cta.title")}
        </h2>
        <p>{t("info.services.cta.text")}</p>
        <a href={EXTERNAL_PAGES.sellWithUs} className={styles.mailLink}>
          {t("info.services.cta.action")}
        </a>
      </section>
    </InfoPage>
  )
}
