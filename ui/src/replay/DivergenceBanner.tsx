import { machineValuesOf, type ReplayCursor } from "@boleteria/core"
import { Button } from "../components/Button.js"
import type { Translate } from "../i18n/i18n.js"
import { inline } from "./format.js"
import * as styles from "./Viewer.css.js"

interface DivergenceBannerProps {
  readonly cursor: ReplayCursor
  readonly onJump: (index: number) => void
  readonly t: Translate
}

/** The first event whose replayed states are not the ones the tab recorded: which machines, both states, and a way there. */
export const DivergenceBanner = ({ cursor, onJump, t }: DivergenceBannerProps) => {
  const index = cursor.firstDivergence()
  if (index === null) return null
  const { event, states: recorded } = cursor.file.entries[index]!
  const replayed = machineValuesOf(cursor.snapshotAt(index))
  return (
    <section className={styles.banner} role="alert" data-testid="divergence">
      <p>{t("replay.divergence.banner", { seq: event.seq, type: event.type })}</p>
      <ul>
        {cursor.divergedAt(index).map((machine) => (
          <li key={machine}>
            {t("replay.divergence.machine", {
              machine,
              recorded: inline(recorded?.[machine]),
              replayed: inline(replayed[machine]),
            })}
          </li>
        ))}
      </ul>
      <div>
        <Button kind="secondary" onClick={() => onJump(index)}>
          {t("replay.divergence.goTo")}
        </Button>
      </div>
    </section>
  )
}
