import { useEffect } from "react"
import { useSearch } from "wouter"
import { useT } from "../../../app/ShopContext.js"
import { SendLogButton } from "../../../supportLog/SendLogButton.js"
import { revealAnchor, useAnchorFromAddress } from "../common/anchors.js"
import { InfoPage } from "../common/InfoPage.js"
import * as sectionStyles from "../common/InfoSection.css.js"
import { ContactForm } from "../contact/ContactForm.js"
import { WITHDRAWAL_QUERY_VALUE } from "../links.js"
import { Problems, type Problem } from "./Problems.js"

const PROBLEMS: ReadonlyArray<Problem> = [
  { id: "expired" },
  { id: "declined" },
  { id: "otherTab" },
  { id: "noEmail" },
  { id: "eticket", link: { to: "/eticket", label: "info.support.links.eticket" } },
  { id: "login", link: { to: "/recoverPassword", label: "info.support.links.recoverPassword" } },
]

const TOPICS = ["purchase", "payment", "eticket", "account", "withdrawal", "other"] as const

const TOPIC_HINTS = { withdrawal: "info.support.form.withdrawalHint" }

/** `?motivo=arrepentimiento` (the footer's "Botón de arrepentimiento") opens the form on that topic. */
const topicFromQuery = (search: string): string | null =>
  new URLSearchParams(search).get("motivo") === WITHDRAWAL_QUERY_VALUE ? "withdrawal" : null

/** /TechnicalSupport: help with common problems, then the contact form. */
export const TechnicalSupportPage = () => {
  const t = useT()
  const initialTopic = topicFromQuery(useSearch())
  useAnchorFromAddress()
  useEffect(() => {
    if (initialTopic !== null) revealAnchor("contact-form")
  }, [initialTopic])
  const contents = [
    { id: "problems", label: t("info.support.problemsTitle") },
    { id: "contact-form", label: t("info.support.form.title") },
  ]
  return (
    <InfoPage titleKey="info.support.title" leadKey="info.support.lead" contents={contents}>
      <section className={sectionStyles.section} aria-labelledby="problems">
        <h2 id="problems" tabIndex={-1}>
          {t("info.support.problemsTitle")}
        </h2>
        <Problems textKey="info.support.problems" problems={PROBLEMS} />
        <p>{t("supportLog.lead")}</p>
        <SendLogButton />
      </section>
      <ContactForm
        key={initialTopic ?? "any"}
        textKey="info.support.form"
        topics={TOPICS}
        initialTopic={initialTopic}
        subject={(topicWords) => topicWords}
        topicHints={TOPIC_HINTS}
      />
    </InfoPage>
  )
}
