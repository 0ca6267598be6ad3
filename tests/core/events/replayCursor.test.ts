import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  fromJsonLines,
  MACHINE_NAMES,
  openReplayCursor,
  replayLog,
  toPlainSnapshot,
  type EventLogFile,
  type MachineValues,
} from "@boleteria/core"

const LOGS = new URL("../../../fixtures/logs/", import.meta.url)

/** Every fixture log of every version, by its path under fixtures/logs. */
const fixtureLogs = (): ReadonlyArray<{ readonly name: string; readonly file: EventLogFile }> =>
  readdirSync(LOGS)
    .filter((folder) => /^v\d+$/.test(folder))
    .flatMap((folder) =>
      readdirSync(new URL(`${folder}/`, LOGS))
        .filter((name) => name.endsWith(".jsonl"))
        .map((name) => ({
          name: `${folder}/${name}`,
          file: fromJsonLines(readFileSync(new URL(`${folder}/${name}`, LOGS), "utf8")),
        })),
    )

/** The same log with every step's states recorded as a straight replay reaches them. */
const withRecordedStates = (file: EventLogFile): EventLogFile => {
  const { steps } = replayLog({ ...file, entries: file.entries.map((entry) => ({ ...entry, states: null })) })
  return {
    ...file,
    entries: file.entries.map((entry, index) => {
      const snapshot = steps[index]!.snapshot
      return {
        ...entry,
        states: Object.fromEntries(MACHINE_NAMES.map((name) => [name, snapshot[name].value])) as MachineValues,
      }
    }),
  }
}

/** The indices 0..size-1 backwards, then the odd ones forwards: jumps in every direction. */
const jumpOrder = (size: number) => [
  ...Array.from({ length: size }, (_, index) => size - 1 - index),
  ...Array.from({ length: size }, (_, index) => index).filter((index) => index % 2 === 1),
]

describe("openReplayCursor", () => {
  const logs = fixtureLogs()

  it("finds fixture logs to replay", () => {
    expect(logs.length).toBeGreaterThan(0)
  })

  it.each(logs.map((log) => [log.name, log.file] as const))(
    "%s: a jump to any event gives the state a replay from the start reaches",
    (_name, file) => {
      const fromStart = replayLog(file).steps
      const cursor = openReplayCursor(file)
      expect(cursor.size).toBe(fromStart.length)
      for (const index of jumpOrder(cursor.size)) {
        expect(toPlainSnapshot(cursor.snapshotAt(index)), `event ${index}`).toEqual(fromStart[index]!.snapshot)
        expect(cursor.divergedAt(index)).toEqual(fromStart[index]!.diverged)
      }
      expect(cursor.firstDivergence()).toBeNull()
    },
  )

  it("replays in slices and knows each step's page", () => {
    const { file } = logs.find((log) => log.name.includes("paid-purchase"))!
    const cursor = openReplayCursor(file)
    expect(cursor.replayMore(10)).toBe(10)
    expect(cursor.replayed()).toBe(10)
    expect(cursor.replayMore(cursor.size)).toBe(cursor.size)
    const routes = file.entries.flatMap((entry, index) =>
      entry.event.type === "route.changed" ? [{ index, path: entry.event.path }] : [],
    )
    expect(routes.length).toBeGreaterThan(1)
    const [first, second] = routes
    if (first!.index > 0) expect(cursor.routeAt(first!.index - 1)).toBeNull()
    expect(cursor.routeAt(first!.index)).toBe(first!.path)
    expect(cursor.routeAt(second!.index - 1)).toBe(first!.path)
    expect(cursor.routeAt(second!.index)).toBe(second!.path)
    expect(() => cursor.snapshotAt(cursor.size)).toThrow(RangeError)
    for (const [index, entry] of file.entries.entries()) expect(cursor.indexOfSeq(entry.event.seq)).toBe(index)
    expect(cursor.indexOfSeq(0)).toBeNull()
    expect(cursor.indexOfSeq(file.entries.at(-1)!.event.seq + 1)).toBeNull()
  })

  it("flags the first event whose recorded state the replay does not reach", () => {
    const { file } = logs.find((log) => log.name.includes("paid-purchase"))!
    const recorded = withRecordedStates(file)
    expect(openReplayCursor(recorded).firstDivergence()).toBeNull()
    const altered = recorded.entries.findIndex((entry) => entry.event.type === "payment.submitted")
    const entries = recorded.entries.map((entry, index) =>
      index === altered ? { ...entry, states: { ...entry.states!, paymentVerification: "altered" } } : entry,
    )
    const cursor = openReplayCursor({ ...recorded, entries })
    expect(cursor.snapshotAt(cursor.size - 1)).toBeDefined()
    expect(cursor.firstDivergence()).toBe(altered)
    expect(cursor.divergedAt(altered)).toEqual(["paymentVerification"])
    expect(cursor.divergedAt(altered + 1)).toEqual([])
  })
})
