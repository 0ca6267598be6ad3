import type { ReplayCursor } from "@boleteria/core"
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react"
import type { Translate } from "../i18n/i18n.js"
import { timeOfDay } from "./format.js"
import * as styles from "./Viewer.css.js"

/** Rows drawn beyond the visible ones, above and below: scrolling shows no blank band. */
const OVERSCAN = 10
/** Rows a PageUp/PageDown moves. */
const PAGE = 20

interface TimelineProps {
  readonly cursor: ReplayCursor
  readonly index: number
  readonly onJump: (index: number) => void
  readonly onTogglePlay: () => void
  readonly t: Translate
}

/** Where each key moves the current event, from `index` in a log of `size`; null for keys it does not move on. */
const moveOf = (key: string, index: number, size: number): number | null => {
  const moves: Readonly<Record<string, number>> = {
    ArrowDown: index + 1,
    ArrowRight: index + 1,
    ArrowUp: index - 1,
    ArrowLeft: index - 1,
    PageDown: index + PAGE,
    PageUp: index - PAGE,
    Home: 0,
    End: size - 1,
  }
  const to = moves[key]
  return to === undefined ? null : Math.min(size - 1, Math.max(0, to))
}

/**
 * The log's events as a listbox that draws only the rows in view (plus a few), so 100,000 events
 * scroll and step as fast as 100. The list has the focus; the current event is its active option.
 */
export const Timeline = ({ cursor, index, onJump, onTogglePlay, t }: TimelineProps) => {
  const list = useRef<HTMLDivElement>(null)
  const [view, setView] = useState({ top: 0, height: 600 })
  const rowHeight = styles.ROW_HEIGHT_PX

  // A log just opened: the keyboard steps through it at once (the file input that had the focus is gone).
  useEffect(() => list.current?.focus({ preventScroll: true }), [])

  // The current event stays in view as it moves (stepping, playing, a jump from elsewhere).
  useLayoutEffect(() => {
    const element = list.current
    if (element === null) return
    const top = index * rowHeight
    if (top < element.scrollTop) element.scrollTop = top
    else if (top + rowHeight > element.scrollTop + element.clientHeight)
      element.scrollTop = top + rowHeight - element.clientHeight
    setView({ top: element.scrollTop, height: element.clientHeight })
  }, [index, rowHeight])

  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN)
  const last = Math.min(cursor.size - 1, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN)
  const rows = Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === " ") {
      event.preventDefault()
      onTogglePlay()
      return
    }
    const to = moveOf(event.key, index, cursor.size)
    if (to === null) return
    event.preventDefault()
    onJump(to)
  }

  return (
    <div
      ref={list}
      className={styles.timeline}
      role="listbox"
      tabIndex={0}
      aria-label={t("replay.timeline.label", { count: cursor.size })}
      aria-activedescendant={`event-${index}`}
      onKeyDown={onKeyDown}
      onScroll={(event) => setView({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
    >
      <div role="presentation" style={{ height: cursor.size * rowHeight }}>
        {rows.map((row) => {
          const event = cursor.file.entries[row]!.event
          const diverged = cursor.divergedAt(row).length > 0
          return (
            <div
              key={row}
              id={`event-${row}`}
              role="option"
              aria-selected={row === index}
              aria-posinset={row + 1}
              aria-setsize={cursor.size}
              className={styles.timelineRow}
              style={{ top: row * rowHeight }}
              onClick={() => onJump(row)}
            >
              <span className={styles.cell}>#{event.seq}</span>
              <span className={styles.cell}>{timeOfDay(event.at)}</span>
              <span className={styles.cell}>{event.tab}</span>
              <span className={styles.cell}>{event.type}</span>
              {diverged ? (
                <span className={styles.divergedMark} title={t("replay.timeline.diverged")}>
                  <span aria-hidden="true">⚠</span>
                  <span className={styles.hidden}>{t("replay.timeline.diverged")}</span>
                </span>
              ) : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
