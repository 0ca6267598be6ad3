import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  createPurchaseSystem,
  DEFAULT_SETTINGS,
  MACHINE_NAMES,
  machineValuesOf,
  toPlainSnapshot,
  type LoggedEvent,
  type MachineValues,
} from "@boleteria/core"
import { createReplayer } from "../../../core/src/events/replayer.js"
import { anyEventArb } from "../../support/arbitraries.js"
import { MINUTE, SECOND, T0 } from "../../support/driver.js"

/**
 * A line of a random log: mostly ticks a second apart (sometimes minutes, across a deadline), any
 * input between them, and inputs of tab 2 heard late, stamped before the latest tick (a deadline
 * they set may already lie behind it). With each, what the line says the tab recorded: nothing, the
 * line before's (the same object, as the reader hands it on), or a new record, true or not.
 */
const lineArb = fc.record({
  line: fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant("tick" as const),
        gapMs: fc.oneof(fc.constant(SECOND), fc.integer({ min: 0, max: 15 * MINUTE })),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("input" as const),
        event: anyEventArb,
        gapMs: fc.integer({ min: 0, max: 3 * SECOND }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("late" as const),
        event: anyEventArb,
        lateMs: fc.integer({ min: 0, max: 13 * MINUTE }),
      }),
    },
  ),
  record: fc.constantFrom("none", "same", "true", "wrong"),
})

describe("createReplayer", () => {
  it("goes through the states a purchase system fed every event goes through, and checks the records alike", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 80, size: "max" }), (lines) => {
        const system = createPurchaseSystem({ tabId: 1, settings: DEFAULT_SETTINGS })
        const replayer = createReplayer({ tab: 1, settings: DEFAULT_SETTINGS })
        let now = T0
        let recorded: MachineValues | null = null
        lines.forEach(({ line, record }, index) => {
          if (line.kind !== "late") now += line.gapMs
          const stamp = { seq: index + 1, at: line.kind === "late" ? now - line.lateMs : now }
          // The arbitraries' inputs include what machines conclude (a log never holds it): both are fed it alike.
          const event: LoggedEvent =
            line.kind === "tick"
              ? { type: "clock.ticked", ...stamp, tab: 1 }
              : ({ ...line.event, ...stamp, tab: line.kind === "late" ? 2 : 1 } as LoggedEvent)
          system.accept(event)
          const expected = system.snapshot()
          const values = machineValuesOf(expected)
          if (record === "none") recorded = null
          if (record === "true") recorded = values
          if (record === "wrong") recorded = { ...values, cart: "nowhere" }

          const step = replayer.step(event, recorded)
          expect(toPlainSnapshot(step.snapshot), `#${index + 1} ${event.type}`).toEqual(toPlainSnapshot(expected))
          expect(step.snapshot.now).toBe(expected.now)
          const differing =
            recorded === null
              ? []
              : MACHINE_NAMES.filter((name) => JSON.stringify(recorded?.[name]) !== JSON.stringify(values[name]))
          expect(step.diverged).toEqual(differing)
        })
        system.stop()
        replayer.stop()
      }),
      { numRuns: 150 },
    )
  })
})
