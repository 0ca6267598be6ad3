import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, describe, expect, it, vi } from "vitest"
import { TabChannel, type TabChannelShape, type TabMessage } from "@boleteria/core"
import { cartLine, purchaseProcess } from "../../support/purchaseProcess.js"

type TabChannelLayer = Layer.Layer<TabChannel, unknown>

const envelope = (seq: number): TabMessage => ({
  seq,
  at: 1_735_700_000_000 + seq,
  tab: 1,
  type: "cart.seatsRequested",
  idFuncion: 7,
  aIdPosicion: [seq],
})

/**
 * The contract every TabChannel layer keeps. openTabs(count) returns that many connected tabs;
 * delivery may be asynchronous, so every expectation about received messages waits for them.
 */
export function describeTabChannelContract(
  name: string,
  openTabs: (count: number) => ReadonlyArray<TabChannelLayer>,
): void {
  describe(`TabChannel contract: ${name}`, () => {
    const runtimes: Array<ManagedRuntime.ManagedRuntime<TabChannel, unknown>> = []

    const open = async (count: number): Promise<Array<TabChannelShape>> => {
      const layers = openTabs(count)
      return Promise.all(
        layers.map((layer) => {
          const runtime = ManagedRuntime.make(layer)
          runtimes.push(runtime)
          return runtime.runPromise(TabChannel)
        }),
      )
    }

    /** Subscribes and collects what arrives; returns the inbox and the unsubscribe function. */
    const listen = async (tab: TabChannelShape) => {
      const inbox: Array<TabMessage> = []
      const unsubscribe = await Effect.runPromise(tab.subscribe((message) => inbox.push(message)))
      return { inbox, unsubscribe }
    }

    const openTwo = async (): Promise<readonly [TabChannelShape, TabChannelShape]> => {
      const [first, second] = await open(2)
      if (!first || !second) throw new Error("openTabs(2) must return two tabs")
      return [first, second]
    }

    const openThree = async (): Promise<readonly [TabChannelShape, TabChannelShape, TabChannelShape]> => {
      const [first, second, third] = await open(3)
      if (!first || !second || !third) throw new Error("openTabs(3) must return three tabs")
      return [first, second, third]
    }

    afterEach(async () => {
      await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
    })

    it("gives each tab its own whole-number id", async () => {
      const tabs = await openThree()
      for (const tab of tabs) expect(Number.isSafeInteger(tab.tabId)).toBe(true)
      expect(new Set(tabs.map((tab) => tab.tabId)).size).toBe(3)
    })

    it("delivers messages to the other tab in publish order", async () => {
      const [sender, receiver] = await openTwo()
      const { inbox } = await listen(receiver)
      const sent = [1, 2, 3, 4, 5].map((seq) => envelope(seq))
      for (const message of sent) await Effect.runPromise(sender.publish(message))
      await vi.waitFor(() => expect(inbox).toEqual(sent))
    })

    it("never lets a tab hear its own messages", async () => {
      const [first, second] = await openTwo()
      const heardByFirst = await listen(first)
      const heardBySecond = await listen(second)
      await Effect.runPromise(first.publish(envelope(1)))
      await vi.waitFor(() => expect(heardBySecond.inbox).toEqual([envelope(1)]))
      // The reply arriving proves delivery has run its course for the first message too.
      const reply: TabMessage = { seq: 2, at: 1_735_700_000_002, tab: 2, type: "clock.ticked" }
      await Effect.runPromise(second.publish(reply))
      await vi.waitFor(() => expect(heardByFirst.inbox).toEqual([reply]))
      expect(heardBySecond.inbox).toEqual([envelope(1)])
    })

    it("delivers to every other tab and to every listener of a tab", async () => {
      const [sender, second, third] = await openThree()
      const secondA = await listen(second)
      const secondB = await listen(second)
      const thirdInbox = await listen(third)
      await Effect.runPromise(sender.publish(envelope(7)))
      await vi.waitFor(() => {
        expect(secondA.inbox).toEqual([envelope(7)])
        expect(secondB.inbox).toEqual([envelope(7)])
        expect(thirdInbox.inbox).toEqual([envelope(7)])
      })
    })

    it("stops delivering to a listener once it unsubscribes, and only to that one", async () => {
      const [sender, receiver] = await openTwo()
      const leaving = await listen(receiver)
      const staying = await listen(receiver)
      await Effect.runPromise(sender.publish(envelope(1)))
      await vi.waitFor(() => expect(leaving.inbox).toEqual([envelope(1)]))
      leaving.unsubscribe()
      leaving.unsubscribe()
      await Effect.runPromise(sender.publish(envelope(2)))
      await vi.waitFor(() => expect(staying.inbox).toEqual([envelope(1), envelope(2)]))
      expect(leaving.inbox).toEqual([envelope(1)])
    })

    it("carries nested JSON payloads and non-Latin text intact", async () => {
      const [sender, receiver] = await openTwo()
      const { inbox } = await listen(receiver)
      const message: TabMessage = {
        seq: 3,
        at: 1_735_700_000_123,
        tab: 41,
        type: "api.seatsTaken",
        idFuncion: 2,
        process: purchaseProcess({
          idProcesoDeCompra: 9,
          lines: [cartLine({ idFuncion: 2, showName: "Función ñ 🎭" })],
        }),
      }
      await Effect.runPromise(sender.publish(message))
      await vi.waitFor(() => expect(inbox).toEqual([message]))
    })

    it("delivers a copy: neither side's later changes reach the other", async () => {
      const [sender, receiver] = await openTwo()
      const { inbox } = await listen(receiver)
      const failed = () => ({
        seq: 1,
        at: 0,
        tab: 1,
        type: "api.failed" as const,
        operation: "takeSeats",
        error: { tag: "ApiError" as const, nCode: 409, message: "INV001" },
      })
      const message = failed()
      await Effect.runPromise(sender.publish(message))
      message.error.message = "changed by sender"
      await vi.waitFor(() => expect(inbox).toHaveLength(1))
      const received = inbox[0] as ReturnType<typeof failed>
      expect(received).toEqual(failed())
      received.error.message = "changed by receiver"
      expect(message.error.message).toBe("changed by sender")
    })
  })
}
