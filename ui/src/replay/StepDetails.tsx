import {
  MACHINE_NAMES,
  machineValuesOf,
  stepChanges,
  toPlainSnapshot,
  type LoggedEvent,
  type ReplayCursor,
} from "@boleteria/core"
import { useMemo } from "react"
import type { Translate } from "../i18n/i18n.js"
import { inline, timeOfDay } from "./format.js"
import * as styles from "./Viewer.css.js"

const ENVELOPE = new Set(["seq", "at", "tab", "type"])

/** What an event says besides its envelope. */
const payloadOf = (event: LoggedEvent) =>
  Object.fromEntries(Object.entries(event).filter(([key]) => !ENVELOPE.has(key)))

interface StepDetailsProps {
  readonly cursor: ReplayCursor
  readonly index: number
  readonly t: Translate
}

/** One step: the event, each machine's state (replayed beside recorded), what the step changed, the event's data. */
export const StepDetails = ({ cursor, index, t }: StepDetailsProps) => {
  const { event, states: recorded } = cursor.file.entries[index]!
  const replayed = machineValuesOf(cursor.snapshotAt(index))
  const diverged = new Set(cursor.divergedAt(index))
  const changes = useMemo(
    () =>
      stepChanges(
        index === 0 ? null : toPlainSnapshot(cursor.snapshotAt(index - 1)),
        toPlainSnapshot(cursor.snapshotAt(index)),
      ),
    [cursor, index],
  )
  return (
    <section className={styles.details} aria-labelledby="step-heading">
      <h2 id="step-heading" className={styles.heading}>
        {t("replay.step.heading", { seq: event.seq, type: event.type })}
      </h2>
      <p>{t("replay.step.meta", { step: index + 1, count: cursor.size, tab: event.tab, time: timeOfDay(event.at) })}</p>
      <table className={styles.table} aria-label={t("replay.step.machines")} data-testid="machine-states">
        <thead>
          <tr>
            <th className={styles.tableCell} scope="col">
              {t("replay.step.machine")}
            </th>
            <th className={styles.tableCell} scope="col">
              {t("replay.step.replayed")}
            </th>
            <th className={styles.tableCell} scope="col">
              {t("replay.step.recorded")}
            </th>
          </tr>
        </thead>
        <tbody>
          {MACHINE_NAMES.map((name) => (
            <tr key={name} className={diverged.has(name) ? styles.differs : undefined}>
              <th className={styles.tableCell} scope="row">
                {name}
                {diverged.has(name) ? ` · ${t("replay.step.differs")}` : ""}
              </th>
              <td className={styles.tableCell}>{inline(replayed[name])}</td>
              <td className={styles.tableCell}>
                {recorded === null ? t("replay.step.notRecorded") : inline(recorded[name])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <details open>
        <summary>{t("replay.step.changes", { count: changes.length })}</summary>
        {changes.length === 0 ? (
          <p>{t("replay.step.noChanges")}</p>
        ) : (
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.path}>
                {change.path}: {inline(change.before)} → {inline(change.after)}
              </li>
            ))}
          </ul>
        )}
      </details>
      <details>
        <summary>{t("replay.step.payload")}</summary>
        <pre className={styles.code} tabIndex={0}>
          {JSON.stringify(payloadOf(event), null, 2)}
        </pre>
      </details>
    </section>
  )
}
