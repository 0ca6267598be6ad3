import {
  compareCalendarDates,
  daysInMonth,
  formatFunctionDate,
  formatFunctionTime,
  type CalendarDate,
  type PerformanceSummary,
} from "@boleteria/core"
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { ChevronLeftIcon, ChevronRightIcon } from "../common/icons.js"
import {
  addDays,
  addMonths,
  clampDay,
  dayKey,
  dayOfFunction,
  endOfWeek,
  formatDay,
  formatMonth,
  isSameMonth,
  monthOf,
  monthWeeks,
  startOfWeek,
  weekdayNames,
  type Month,
} from "./calendarMonth.js"
import * as styles from "./FunctionCalendar.css.js"
import { FunctionRow } from "./FunctionRow.js"

interface Props {
  /** The show's functions on sale, soonest first. */
  readonly functions: ReadonlyArray<PerformanceSummary>
  readonly cSeo: string
}

const byDay = (functions: ReadonlyArray<PerformanceSummary>) => {
  const days = new Map<string, Array<PerformanceSummary>>()
  for (const performance of functions) {
    const key = dayKey(dayOfFunction(performance.oFuncionFecha))
    days.set(key, [...(days.get(key) ?? []), performance])
  }
  return days
}

/** The keys that move through the grid (WAI-ARIA date grid): a day, a week, the week's ends, a month. */
const KEY_MOVES: Record<string, (day: CalendarDate) => CalendarDate> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: startOfWeek,
  End: endOfWeek,
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
}

/**
 * The show's calendar: a month grid marking the days with functions, moved through with the
 * arrow keys; picking a day lists its functions. The full list below says the same without the grid.
 */
export const FunctionCalendar = ({ functions, cSeo }: Props) => {
  const t = useT()
  const locale = useLocale()
  const captionId = useId()
  const dayTitleId = useId()
  const functionsByDay = useMemo(() => byDay(functions), [functions])
  const functionDays = useMemo(
    () => functions.map((performance) => dayOfFunction(performance.oFuncionFecha)).sort(compareCalendarDates),
    [functions],
  )
  const first = functionDays[0]
  const last = functionDays.at(-1)
  const [selected, setSelected] = useState<CalendarDate | null>(first ?? null)
  const [focused, setFocused] = useState<CalendarDate | null>(first ?? null)
  const grid = useRef<HTMLTableElement>(null)
  const keyboardMove = useRef(false)

  // A key moved the focused day (maybe into another month): move the browser's focus after it renders.
  useEffect(() => {
    if (!keyboardMove.current || focused === null) return
    keyboardMove.current = false
    grid.current?.querySelector<HTMLElement>(`[data-day="${dayKey(focused)}"]`)?.focus()
  }, [focused])

  if (first === undefined || last === undefined || focused === null) {
    return <p>{t("browse.calendar.none")}</p>
  }

  const month = monthOf(focused)
  const firstDay = { ...first, day: 1 }
  const lastDay = { ...last, day: daysInMonth(last.year, last.month) }
  const functionsOn = (day: CalendarDate) => functionsByDay.get(dayKey(day)) ?? []

  /** Going to another month lands on its first day with functions, or its first day. */
  const showMonth = (target: Month) =>
    setFocused(functionDays.find((day) => isSameMonth(day, target)) ?? { ...target, day: 1 })

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key]
    if (move === undefined) return
    event.preventDefault()
    keyboardMove.current = true
    setFocused(clampDay(move(focused), firstDay, lastDay))
  }

  const pick = (day: CalendarDate) => {
    setFocused(day)
    if (functionsOn(day).length > 0) setSelected(day)
  }

  const dayLabel = (day: CalendarDate) => {
    const count = functionsOn(day).length
    const functionsText =
      count === 0
        ? t("browse.calendar.noFunctions")
        : t(count === 1 ? "browse.calendar.oneFunction" : "browse.calendar.manyFunctions", { count })
    return `${formatDay(day, locale)}, ${functionsText}`
  }

  const dayFunctions = selected === null ? [] : functionsOn(selected)

  return (
    <div className={styles.calendar}>
      <div className={styles.month}>
        <div className={styles.monthBar}>
          <button
            type="button"
            className={styles.monthButton}
            onClick={() => showMonth(monthOf(addMonths({ ...month, day: 1 }, -1)))}
            disabled={isSameMonth(month, first)}
            aria-label={t("browse.calendar.previousMonth")}
          >
            <ChevronLeftIcon />
          </button>
          <h3 id={captionId} className={styles.caption} aria-live="polite">
            {formatMonth(month, locale)}
          </h3>
          <button
            type="button"
            className={styles.monthButton}
            onClick={() => showMonth(monthOf(addMonths({ ...month, day: 1 }, 1)))}
            disabled={isSameMonth(month, last)}
            aria-label={t("browse.calendar.nextMonth")}
          >
            <ChevronRightIcon />
          </button>
        </div>
        <table ref={grid} role="grid" className={styles.grid} aria-labelledby={captionId} onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {weekdayNames(locale).map((weekday) => (
                <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, index) => (
              <tr key={index}>
                {week.map((day, column) =>
                  day === null ? (
                    <td key={`empty-${column}`} />
                  ) : (
                    <td key={dayKey(day)} className={styles.cell}>
                      <button
                        type="button"
                        data-day={dayKey(day)}
                        tabIndex={compareCalendarDates(day, focused) === 0 ? 0 : -1}
                        className={functionsOn(day).length > 0 ? styles.functionDay : styles.plainDay}
                        aria-label={dayLabel(day)}
                        aria-pressed={selected !== null && compareCalendarDates(day, selected) === 0}
                        aria-disabled={functionsOn(day).length === 0}
                        onClick={() => pick(day)}
                      >
                        {day.day}
                      </button>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className={styles.day} aria-labelledby={dayTitleId} aria-live="polite">
        <h3 id={dayTitleId} className={styles.dayTitle}>
          {selected === null ? "" : t("browse.calendar.dayTitle", { day: formatDay(selected, locale) })}
        </h3>
        <ul className={styles.list}>
          {dayFunctions.map((performance) => (
            <FunctionRow
              key={performance.idFuncion}
              performance={performance}
              cSeo={cSeo}
              when={formatFunctionTime(performance.oFuncionFecha, locale)}
              fullDate={formatFunctionDate(performance.oFuncionFecha, locale)}
            />
          ))}
        </ul>
      </section>
      <details className={styles.all}>
        <summary className={styles.summary}>{t("browse.calendar.all", { count: functions.length })}</summary>
        <ul className={styles.list}>
          {functions.map((performance) => {
            const fullDate = formatFunctionDate(performance.oFuncionFecha, locale)
            return (
              <FunctionRow
                key={performance.idFuncion}
                performance={performance}
                cSeo={cSeo}
                when={fullDate}
                fullDate={fullDate}
              />
            )
          })}
        </ul>
      </details>
    </div>
  )
}
