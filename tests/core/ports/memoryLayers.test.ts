import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  Clock,
  Ids,
  KeyValueStore,
  Telemetry,
  type TabMessage,
  ManualClock,
  layerMemoryIds,
  layerMemoryKeyValueStore,
  MemoryTabHub,
  TelemetryRecorder,
} from "@boleteria/core"
import { describeClockContract } from "./clock.suite.js"
import { describeIdsContract } from "./ids.suite.js"
import { describeKeyValueStoreContract } from "./keyValueStore.suite.js"
import { describeTabChannelContract } from "./tabChannel.suite.js"
import { describeTelemetryContract } from "./telemetry.suite.js"

const START = Date.UTC(2025, 0, 1, 20, 30)

describeKeyValueStoreContract("memory", () => layerMemoryKeyValueStore())
describeTabChannelContract("memory hub", (count) => {
  const hub = new MemoryTabHub()
  return Array.from({ length: count }, (_, index) => hub.layer(101 + index))
})
describeClockContract("manual", () => {
  const clock = new ManualClock(START)
  return { layer: clock.layer, advance: (ms) => clock.advance(ms) }
})
describeIdsContract("memory", () => layerMemoryIds())
describeIdsContract("memory, seeded", () => layerMemoryIds(9_000))
describeTelemetryContract("recorder", () => new TelemetryRecorder().layer)
describeTelemetryContract("off", () => Telemetry.layerOff)

const runWith = <A, E, R>(layer: Layer.Layer<R>, effect: Effect.Effect<A, E, R>) =>
  Effect.runPromise(Effect.provide(effect, layer))

describe("memory KeyValueStore", () => {
  it("starts with the given entries", async () => {
    const layer = layerMemoryKeyValueStore([["locale", "en"]])
    const kv = await runWith(layer, KeyValueStore)
    expect(await Effect.runPromise(kv.get("locale"))).toEqual(Option.some("en"))
  })

  it("is one storage per call, shared by every tab it is provided to", async () => {
    const shared = layerMemoryKeyValueStore()
    await runWith(
      shared,
      Effect.flatMap(KeyValueStore, (kv) => kv.set("token", "abc")),
    )
    const readAgain = await runWith(
      shared,
      Effect.flatMap(KeyValueStore, (kv) => kv.get("token")),
    )
    const readElsewhere = await runWith(
      layerMemoryKeyValueStore(),
      Effect.flatMap(KeyValueStore, (kv) => kv.get("token")),
    )
    expect(readAgain).toEqual(Option.some("abc"))
    expect(readElsewhere).toEqual(Option.none())
  })
})

describe("MemoryTabHub", () => {
  const envelope = (seq: number, tab: number): TabMessage => ({ seq, at: START + seq, tab, type: "clock.ticked" })

  it("keeps one publish order when a listener publishes during delivery", async () => {
    const hub = new MemoryTabHub()
    const first = hub.tab(1)
    const replier = hub.tab(2)
    const observer = hub.tab(3)
    const observed: Array<unknown> = []
    await Effect.runPromise(
      replier.subscribe((message) => {
        if (message["seq"] === 1) Effect.runSync(replier.publish(envelope(2, 2)))
      }),
    )
    await Effect.runPromise(observer.subscribe((message) => observed.push(message["seq"])))
    await Effect.runPromise(first.publish(envelope(1, 1)))
    expect(observed).toEqual([1, 2])
  })

  it("still delivers to the other tabs when one listener throws, then reports the failure", async () => {
    const hub = new MemoryTabHub()
    const sender = hub.tab(1)
    const broken = hub.tab(2)
    const healthy = hub.tab(3)
    const received: Array<TabMessage> = []
    await Effect.runPromise(
      broken.subscribe(() => {
        throw new Error("listener bug")
      }),
    )
    await Effect.runPromise(healthy.subscribe((message) => received.push(message)))
    await expect(Effect.runPromise(sender.publish(envelope(1, 1)))).rejects.toThrow("listener bug")
    expect(received).toEqual([envelope(1, 1)])
    received.length = 0
    await expect(Effect.runPromise(sender.publish(envelope(2, 1)))).rejects.toThrow("listener bug")
    expect(received).toEqual([envelope(2, 1)])
  })

  it("tells tabs apart by connection, so two tabs that drew the same id still hear each other", async () => {
    const hub = new MemoryTabHub()
    const first = hub.tab(7)
    const second = hub.tab(7)
    const heardByFirst: Array<TabMessage> = []
    const heardBySecond: Array<TabMessage> = []
    await Effect.runPromise(first.subscribe((message) => heardByFirst.push(message)))
    await Effect.runPromise(second.subscribe((message) => heardBySecond.push(message)))
    await Effect.runPromise(first.publish(envelope(1, 7)))
    expect(heardByFirst).toEqual([])
    expect(heardBySecond).toEqual([envelope(1, 7)])
  })

  it("delivers every message to every other tab, in one global publish order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.array(fc.nat(), { maxLength: 40 }), (tabCount, senders) => {
        const hub = new MemoryTabHub()
        const tabs = Array.from({ length: tabCount }, (_, index) => hub.tab(index + 1))
        const inboxes = tabs.map((tab) => {
          const inbox: Array<TabMessage> = []
          Effect.runSync(tab.subscribe((message) => inbox.push(message)))
          return inbox
        })
        const sent = senders.map((sender, seq) => ({
          from: sender % tabCount,
          message: envelope(seq, (sender % tabCount) + 1),
        }))
        for (const { from, message } of sent) {
          const tab = tabs[from]
          if (tab) Effect.runSync(tab.publish(message))
        }
        inboxes.forEach((inbox, index) => {
          expect(inbox).toEqual(sent.filter(({ from }) => from !== index).map(({ message }) => message))
        })
      }),
      { numRuns: 200 },
    )
  })
})

describe("ManualClock", () => {
  const every = (clock: ManualClock, intervalMs: number, onTick: (now: number) => void) =>
    Effect.runSync(Effect.flatMap(Effect.provide(Clock, clock.layer), (port) => port.every(intervalMs, onTick)))

  it("jumps to an instant with set, firing the ticks due on the way", () => {
    const clock = new ManualClock(START)
    const ticks: Array<number> = []
    every(clock, 1_000, (at) => ticks.push(at))
    clock.set(START + 2_500)
    expect(ticks).toEqual([START + 1_000, START + 2_000])
    expect(clock.nowMs).toBe(START + 2_500)
  })

  it("refuses to move backwards, endlessly, or from inside its own tick", () => {
    const clock = new ManualClock(START)
    expect(() => clock.advance(-1)).toThrow(RangeError)
    expect(() => clock.set(START - 1)).toThrow(RangeError)
    expect(() => clock.advance(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError)
    every(clock, 1_000, () => clock.advance(10))
    expect(() => clock.advance(1_000)).toThrow("from inside one of its ticks")
    expect(clock.nowMs).toBe(START + 1_000)
  })

  it("starts a ticker begun inside a tick from that tick's instant", () => {
    const clock = new ManualClock(START)
    const late: Array<number> = []
    const stopFirst = every(clock, 1_000, () => {
      stopFirst()
      every(clock, 300, (at) => late.push(at - START))
    })
    clock.advance(2_000)
    expect(late).toEqual([1_300, 1_600, 1_900])
  })

  it("ticks every millisecond for an interval below one or not a number, as setInterval does", () => {
    const clock = new ManualClock(START)
    let count = 0
    every(clock, 0, () => (count += 1))
    every(clock, Number.NaN, () => (count += 1))
    clock.advance(5)
    expect(count).toBe(10)
  })

  it("fires exactly the due ticks of every ticker, in time order, however time is advanced", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { maxLength: 10 }),
        (intervals, steps) => {
          const clock = new ManualClock(START)
          const fired: Array<{ ticker: number; at: number }> = []
          intervals.forEach((intervalMs, ticker) => every(clock, intervalMs, (at) => fired.push({ ticker, at })))
          for (const step of steps) clock.advance(step)
          const elapsed = steps.reduce((sum, step) => sum + step, 0)
          const instants = fired.map((tick) => tick.at)
          expect(instants).toEqual([...instants].sort((a, b) => a - b))
          intervals.forEach((intervalMs, ticker) => {
            const own = fired.filter((tick) => tick.ticker === ticker).map((tick) => tick.at - START)
            expect(own).toEqual(
              Array.from({ length: Math.floor(elapsed / intervalMs) }, (_, k) => (k + 1) * intervalMs),
            )
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe("memory Ids", () => {
  const drawFrom = (layer: Layer.Layer<Ids>) =>
    Effect.runSync(
      Effect.provide(
        Effect.gen(function* () {
          const ids = yield* Ids
          return { tabIds: [yield* ids.tabId(), yield* ids.tabId()], uuid: yield* ids.uuid() }
        }),
        layer,
      ),
    )

  it("repeats the same sequence for the same seed", () => {
    expect(drawFrom(layerMemoryIds(40))).toEqual(drawFrom(layerMemoryIds(40)))
    expect(drawFrom(layerMemoryIds(40))).toEqual({ tabIds: [40, 41], uuid: "00000000-0000-4000-8000-000000000028" })
  })

  it("never repeats an id for tabs sharing one layer", () => {
    const shared = layerMemoryIds()
    const firstTab = drawFrom(shared)
    const secondTab = drawFrom(shared)
    expect(new Set([...firstTab.tabIds, ...secondTab.tabIds]).size).toBe(4)
    expect(firstTab.uuid).not.toBe(secondTab.uuid)
  })

  it("refuses a seed that is not a positive whole number", () => {
    for (const seed of [0, -3, 1.5, Number.NaN]) expect(() => layerMemoryIds(seed)).toThrow(RangeError)
  })
})

describe("TelemetryRecorder", () => {
  it("records each tracked stage in order, keeping the data as it was when tracked", async () => {
    const recorder = new TelemetryRecorder()
    const data = { idFuncion: 12 }
    await runWith(
      recorder.layer,
      Effect.gen(function* () {
        const telemetry = yield* Telemetry
        yield* telemetry.track("landing", {})
        yield* telemetry.track("seatSelection", data)
        data.idFuncion = 99
        yield* telemetry.track("success", { idProcesoDeCompra: 4521, lContiguas: true })
      }),
    )
    expect(recorder.tracked).toEqual([
      { stage: "landing", data: {} },
      { stage: "seatSelection", data: { idFuncion: 12 } },
      { stage: "success", data: { idProcesoDeCompra: 4521, lContiguas: true } },
    ])
  })
})
