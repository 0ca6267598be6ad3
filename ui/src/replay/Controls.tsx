import type { ReplayCursor } from "@boleteria/core"
import { useId, useState, type FormEvent } from "react"
import { Button } from "../components/Button.js"
import type { Translate } from "../i18n/i18n.js"
import * as styles from "./Viewer.css.js"

/** Events a second while playing. */
export const SPEEDS = [1, 5, 20, 100] as const

interface ControlsProps {
  readonly cursor: ReplayCursor
  readonly index: number
  readonly playing: boolean
  readonly speed: number
  readonly onJump: (index: number) => void
  readonly onTogglePlay: () => void
  readonly onSpeed: (speed: number) => void
  readonly t: Translate
}

/** Play, pause and step through the log; jump to an event by its seq or by the slider. */
export const Controls = ({ cursor, index, playing, speed, onJump, onTogglePlay, onSpeed, t }: ControlsProps) => {
  const ids = useId()
  const [seq, setSeq] = useState("")
  const [missing, setMissing] = useState<string | null>(null)
  const last = cursor.size - 1
  const goToSeq = (event: FormEvent) => {
    event.preventDefault()
    const found = /^\d+$/.test(seq.trim()) ? cursor.indexOfSeq(Number(seq)) : null
    setMissing(found === null ? seq : null)
    if (found !== null) onJump(found)
  }
  return (
    <div className={styles.details} role="group" aria-label={t("replay.controls.label")}>
      <div className={styles.row}>
        <Button kind="secondary" onClick={() => onJump(0)} disabled={index === 0}>
          {t("replay.controls.first")}
        </Button>
        <Button kind="secondary" onClick={() => onJump(index - 1)} disabled={index === 0}>
          {t("replay.controls.previous")}
        </Button>
        <Button onClick={onTogglePlay}>{playing ? t("replay.controls.pause") : t("replay.controls.play")}</Button>
        <Button kind="secondary" onClick={() => onJump(index + 1)} disabled={index === last}>
          {t("replay.controls.next")}
        </Button>
        <Button kind="secondary" onClick={() => onJump(last)} disabled={index === last}>
          {t("replay.controls.last")}
        </Button>
        <label htmlFor={`${ids}-speed`}>{t("replay.controls.speed")}</label>
        <select
          id={`${ids}-speed`}
          className={styles.field}
          value={speed}
          onChange={(event) => onSpeed(Number(event.target.value))}
        >
          {SPEEDS.map((count) => (
            <option key={count} value={count}>
              {t("replay.controls.perSecond", { count })}
            </option>
          ))}
        </select>
      </div>
      <form className={styles.row} onSubmit={goToSeq}>
        <label htmlFor={`${ids}-seq`}>{t("replay.controls.seq")}</label>
        <input
          id={`${ids}-seq`}
          className={styles.field}
          inputMode="numeric"
          value={seq}
          onChange={(event) => setSeq(event.target.value)}
          aria-invalid={missing === null ? undefined : true}
          aria-describedby={missing === null ? undefined : `${ids}-missing`}
        />
        <Button type="submit" kind="secondary">
          {t("replay.controls.go")}
        </Button>
        <label htmlFor={`${ids}-slider`}>{t("replay.controls.slider")}</label>
        <input
          id={`${ids}-slider`}
          className={styles.slider}
          type="range"
          min={0}
          max={last}
          value={index}
          aria-valuetext={`#${cursor.file.entries[index]!.event.seq}`}
          onChange={(event) => onJump(Number(event.target.value))}
        />
      </form>
      {missing === null ? null : (
        <p id={`${ids}-missing`} role="alert" className={styles.alert}>
          {t("replay.controls.noSeq", { seq: missing })}
        </p>
      )}
    </div>
  )
}
