import { formatInstantAsFunctionDate, queueProgressPercent, type QueuePlace } from "@boleteria/core"
import { useId } from "react"
import { useLocale, useT } from "../../app/ShopContext.js"
import * as styles from "./QueuePage.css.js"
import { formatWait } from "./queueTexts.js"

/** Before the sale opens: when it does, and the draw in one sentence. */
const BeforeStart = ({ place }: { readonly place: QueuePlace }) => {
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <p className={styles.lead}>{t("queue.opensAt", { date: formatInstantAsFunctionDate(place.dInicio, locale) })}</p>
      <p className={styles.text}>{t("queue.draw")}</p>
    </>
  )
}

/** In line: the place, the shoppers ahead, the estimated wait, and how much of the line ahead has gone in. */
const Waiting = ({ place }: { readonly place: QueuePlace }) => {
  const t = useT()
  const locale = useLocale()
  const progressId = useId()
  const count = new Intl.NumberFormat(locale)
  const percent = queueProgressPercent(place.nProgreso)
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureName}>{t("queue.position")}</dt>
          <dd className={styles.figureValue} data-testid="queue-position">
            {count.format(place.nPosicion ?? 0)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureName}>{t("queue.ahead")}</dt>
          <dd className={styles.figureValue} data-testid="queue-ahead">
            {count.format(place.nDelante ?? 0)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureName}>{t("queue.wait")}</dt>
          <dd className={styles.figureValue} data-testid="queue-wait">
            {formatWait(place, t, locale)}
          </dd>
        </div>
      </dl>
      <div className={styles.progressField}>
        <label htmlFor={progressId} className={styles.progressLabel}>
          {t("queue.progress")}
        </label>
        <progress
          id={progressId}
          className={styles.progress}
          max={100}
          value={percent}
          aria-describedby={`${progressId}-text`}
        />
        <p id={`${progressId}-text`} className={styles.muted}>
          {t("queue.progressText", { percent })}
        </p>
      </div>
    </>
  )
}

/** What the waiting room shows of a place, by its state. */
export const QueueStatus = ({ place }: { readonly place: QueuePlace }) => {
  const t = useT()
  switch (place.cEstado) {
    case "antesDelInicio":
      return <BeforeStart place={place} />
    case "esperando":
      return <Waiting place={place} />
    case "adentro":
      return (
        <>
          <p className={styles.lead}>{t("queue.yourTurn")}</p>
          <p className={styles.text}>{t("queue.entering")}</p>
        </>
      )
  }
}
