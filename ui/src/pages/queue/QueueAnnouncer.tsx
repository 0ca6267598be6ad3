import {
  formatInstantAsFunctionDate,
  isNewQueueMilestone,
  queueMilestone,
  type QueueMilestone,
  type QueuePlace,
} from "@boleteria/core"
import { useState } from "react"
import { useLocale, useT } from "../../app/ShopContext.js"
import { visuallyHidden } from "../browse/common/a11y.css.js"
import { formatWait } from "./queueTexts.js"

interface Said {
  readonly milestone: QueueMilestone
  readonly text: string
}

/**
 * The waiting room read aloud: a polite live region that speaks when the place reaches a
 * milestone (the first place, a new band of positions, the draw, the turn), not on every poll,
 * which would leave a screen reader saying nothing else. The figures on the page stay current.
 */
export const QueueAnnouncer = ({ place }: { readonly place: QueuePlace | null }) => {
  const t = useT()
  const locale = useLocale()
  const [said, setSaid] = useState<Said | null>(null)
  if (place !== null) {
    const milestone = queueMilestone(place)
    // Set while rendering: the region's text changes in the same commit as the figures.
    if (isNewQueueMilestone(said?.milestone ?? null, milestone)) {
      setSaid({ milestone, text: announcementOf(place, milestone, t, locale) })
    }
  }
  return (
    <p aria-live="polite" className={visuallyHidden} data-testid="queue-announcement">
      {said?.text ?? ""}
    </p>
  )
}

const announcementOf = (
  place: QueuePlace,
  milestone: QueueMilestone,
  t: ReturnType<typeof useT>,
  locale: string,
): string => {
  switch (milestone.kind) {
    case "inside":
      return t("queue.announce.inside")
    case "beforeStart":
      return t("queue.announce.beforeStart", { date: formatInstantAsFunctionDate(place.dInicio, locale) })
    case "waiting":
      return t("queue.announce.waiting", {
        position: new Intl.NumberFormat(locale).format(place.nPosicion ?? 0),
        wait: formatWait(place, t, locale),
      })
  }
}
