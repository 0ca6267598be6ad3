import { useId, useState, type DragEvent, type ReactNode } from "react"
import type { Translate } from "../i18n/i18n.js"
import * as styles from "./Viewer.css.js"

interface OpenLogProps {
  /** Called with a chosen or dropped file's text and name. */
  readonly onLog: (text: string, name: string) => void
  /** Why the last log did not open, or null. */
  readonly failure: string | null
  /** The support inbox's form (a stored log by its reference). */
  readonly inbox: ReactNode
  readonly t: Translate
}

/** Where a log comes from: a file dropped or chosen, or the support inbox. */
export const OpenLog = ({ onLog, failure, inbox, t }: OpenLogProps) => {
  const inputId = useId()
  const [over, setOver] = useState(false)
  const openFile = (file: File | undefined) => {
    if (file !== undefined) void file.text().then((text) => onLog(text, file.name))
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    openFile(event.dataTransfer.files[0])
  }
  return (
    <section className={styles.details} aria-labelledby="open-heading">
      <h2 id="open-heading" className={styles.heading}>
        {t("replay.open.heading")}
      </h2>
      {failure === null ? null : (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div
        className={styles.dropZone}
        data-over={over ? "" : undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>{t("replay.open.drop")}</p>
        <label htmlFor={inputId}>{t("replay.open.file")}</label>
        <input
          id={inputId}
          type="file"
          accept=".jsonl,application/jsonl,text/plain"
          onChange={(event) => openFile(event.target.files?.[0])}
        />
      </div>
      {inbox}
    </section>
  )
}
