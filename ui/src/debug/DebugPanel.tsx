import { MACHINE_NAMES, type LoggedEvent } from "@boleteria/core"
import { useId, useState } from "react"
import { useLiveTab, useShop, useSystem, useT } from "../app/ShopContext.js"
import { Button } from "../components/Button.js"
import * as styles from "./DebugPanel.css.js"
import { downloadText, eventLogFile, eventLogFileName } from "./logFile.js"

const ENVELOPE = new Set(["seq", "at", "tab", "type"])

/** What an event says besides its envelope. */
const payloadOf = (event: LoggedEvent) =>
  Object.fromEntries(Object.entries(event).filter(([key]) => !ENVELOPE.has(key)))

const timeOf = (at: number) => new Date(at).toISOString().slice(11, 23)

/**
 * The developer's view of this tab (issue 4, item 8): each machine's state, the live event log
 * (newest first, payloads folded), and the log as a file the replay tool accepts.
 */
export default function DebugPanel({ onClose }: { readonly onClose: () => void }) {
  const t = useT()
  const shop = useShop()
  const tab = useLiveTab()
  // Re-renders on every event the tab folds, so the list is always the current log.
  const system = useSystem()
  const events = [...tab.log.events()].reverse()
  // Masked unless the shopper asks for their own copy with them (issue 25): a log is made to be shared.
  const [keepPersonalData, setKeepPersonalData] = useState(false)
  const noteId = useId()

  const download = () => {
    const recordedAt = system.now || Date.now()
    const personalData = keepPersonalData ? "kept" : "masked"
    downloadText(eventLogFileName(tab.tabId, recordedAt), eventLogFile(tab, shop.settings, recordedAt, personalData))
  }

  return (
    <section className={styles.drawer} role="dialog" aria-modal="false" aria-labelledby="debug-title">
      <div className={styles.header}>
        <h2 id="debug-title" className={styles.title}>
          {t("debug.title", { tab: tab.tabId })}
        </h2>
        <div className={styles.actions}>
          <Button onClick={download}>{t("debug.download")}</Button>
          <Button kind="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
        </div>
      </div>
      <div className={styles.privacy}>
        <label className={styles.privacyChoice}>
          <input
            type="checkbox"
            checked={keepPersonalData}
            onChange={(event) => setKeepPersonalData(event.currentTarget.checked)}
            aria-describedby={noteId}
          />
          {t("debug.keepPersonalData")}
        </label>
        <p id={noteId}>{t("debug.personalDataNote")}</p>
      </div>
      <dl className={styles.states} aria-label={t("debug.states")}>
        {MACHINE_NAMES.map((name) => (
          <div key={name} className={styles.stateRow}>
            <dt className={styles.stateName}>{name}</dt>
            <dd className={styles.stateValue}>{JSON.stringify(system[name].value)}</dd>
          </div>
        ))}
      </dl>
      <ol className={styles.events} aria-label={t("debug.events", { count: events.length })} reversed>
        {events.map((event) => (
          <li key={`${event.seq}`} className={styles.event}>
            <details>
              <summary className={styles.summary}>
                <span className={styles.type}>{event.type}</span>
                <span className={styles.meta}>
                  #{event.seq} · {t("debug.tab", { tab: event.tab })} · {timeOf(event.at)}
                </span>
              </summary>
              <pre className={styles.payload}>{JSON.stringify(payloadOf(event), null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}
