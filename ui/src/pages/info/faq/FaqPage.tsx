import { useT } from "../../../app/ShopContext.js"
import { WITHDRAWAL_PAGE } from "../../../shell/footer/footerLinks.js"
import { useAnchorFromAddress } from "../common/anchors.js"
import { InfoLink, type InfoLinkTarget } from "../common/InfoLink.js"
import { InfoPage } from "../common/InfoPage.js"
import { textList } from "../common/textList.js"
import * as styles from "./FaqPage.css.js"

interface Question {
  /** Its anchor (/FAQ#hold opens it) and its key under info.faq.questions. */
  readonly id: string
  readonly link?: InfoLinkTarget
}

const GROUPS: ReadonlyArray<{ readonly id: string; readonly questions: ReadonlyArray<Question> }> = [
  {
    id: "buying",
    questions: [{ id: "hold" }, { id: "account", link: { to: "/signUp", label: "info.faq.links.signUp" } }],
  },
  {
    id: "paying",
    questions: [{ id: "methods" }, { id: "installments" }, { id: "serviceCharge" }, { id: "declined" }],
  },
  {
    id: "tickets",
    questions: [
      { id: "eticket", link: { to: "/eticket", label: "info.faq.links.eticket" } },
      { id: "print" },
      { id: "pickup", link: { to: "/PointSales", label: "info.faq.links.pointSales" } },
      { id: "noEmail" },
    ],
  },
  {
    id: "changes",
    questions: [
      { id: "refund" },
      { id: "cancelled" },
      { id: "withdrawal", link: { to: WITHDRAWAL_PAGE, label: "info.faq.links.withdrawal" } },
    ],
  },
  { id: "access", questions: [{ id: "accessibility" }, { id: "minors" }] },
]

const FaqItem = ({ question }: { readonly question: Question }) => {
  const t = useT()
  const key = `info.faq.questions.${question.id}`
  return (
    <details id={question.id} className={styles.item} tabIndex={-1}>
      <summary className={styles.question}>{t(`${key}.question`)}</summary>
      <div className={styles.answer}>
        {textList(t, `${key}.answer`).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {question.link !== undefined && (
          <p>
            <InfoLink {...question.link} />
          </p>
        )}
      </div>
    </details>
  )
}

/** /FAQ: the questions shoppers ask most, grouped, each one opening in place. */
export const FaqPage = () => {
  const t = useT()
  useAnchorFromAddress()
  const contents = GROUPS.map((group) => ({ id: `faq-${group.id}`, label: t(`info.faq.groups.${group.id}`) }))
  return (
    <InfoPage titleKey="info.faq.title" leadKey="info.faq.lead" contents={contents}>
      {GROUPS.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} tabIndex={-1}>
            {t(`info.faq.groups.${group.id}`)}
          </h2>
          <div className={styles.items}>
            {group.questions.map((question) => (
              <FaqItem key={question.id} question={question} />
            ))}
          </div>
        </section>
      ))}
      <p>
        {t("info.faq.more")} <InfoLink to="/TechnicalSupport" label="info.faq.links.support" />
      </p>
    </InfoPage>
  )
}
