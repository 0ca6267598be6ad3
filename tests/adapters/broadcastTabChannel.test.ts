import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { Window } from "happy-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  layerBroadcastTabChannel,
  makeBroadcastTabChannel,
  type BroadcastTabChannel,
  type StorageEventSource,
} from "@boleteria/adapters"
import { TabChannel, type TabMessage } from "@boleteria/core"
import { describeTabChannelContract } from "../core/ports/tabChannel.suite.js"

const SHOP = "https://shop.example.com/"
const CHANNEL_KEY = "boleteria-tab-channel:boleteria"

let channelCount = 0
/** A fresh channel name per test, so no test hears another's tabs. */
const freshName = () => `boleteria-test-${++channelCount}`

/**
 * Several tabs of one origin as a browser runs them: one happy-dom window per tab, one shared
 * localStorage area, and every change to it raised later as a `storage` event in the other tabs.
 */
class OneOrigin {
  private readonly area = new Map<string, string>()
  private readonly windows: Array<Window> = []
  /** What was ever written to the area, to check the channel cleans up after itself. */
  readonly writes: Array<string> = []

  constructor(private readonly options: { readonly echoToWriter: boolean } = { echoToWriter: false }) {}

  openTab(): { readonly window: StorageEventSource; readonly storage: Storage } {
    const window = new Window({ url: SHOP })
    this.windows.push(window)
    // happy-dom's Window types its listeners with happy-dom's own Event class, not the DOM library's.
    return { window: window as unknown as StorageEventSource, storage: this.storageOf(window) }
  }

  get keysLeft(): ReadonlyArray<string> {
    return [...this.area.keys()]
  }

  close(): void {
    for (const window of this.windows.splice(0)) void window.happyDOM.close()
  }

  private storageOf(writer: Window): Storage {
    const area = this.area
    const changed = (key: string, oldValue: string | null, newValue: string | null) => {
      for (const window of this.windows) {
        if (window === writer && !this.options.echoToWriter) continue
        // A browser queues the event as a task: it never arrives during the write.
        // happy-dom's init leaves out an absent value where a browser says null; it reads both as null.
        const event = new window.StorageEvent("storage", {
          key,
          url: SHOP,
          ...(oldValue === null ? {} : { oldValue }),
          ...(newValue === null ? {} : { newValue }),
        })
        setTimeout(() => window.dispatchEvent(event), 0)
      }
    }
    return {
      get length() {
        return area.size
      },
      key: (index) => [...area.keys()][index] ?? null,
      getItem: (key) => area.get(key) ?? null,
      setItem: (key, value) => {
        const oldValue = area.get(key) ?? null
        area.set(key, value)
        this.writes.push(key)
        if (oldValue !== value) changed(key, oldValue, value)
      },
      removeItem: (key) => {
        const oldValue = area.get(key)
        if (oldValue === undefined) return
        area.delete(key)
        changed(key, oldValue, null)
      },
      clear: () => area.clear(),
    } satisfies Storage
  }
}

const origins: Array<OneOrigin> = []
const newOrigin = (options?: { readonly echoToWriter: boolean }) => {
  const origin = new OneOrigin(options)
  origins.push(origin)
  return origin
}

const openChannels: Array<BroadcastTabChannel> = []
const open = (options: Parameters<typeof makeBroadcastTabChannel>[0]) => {
  const channel = makeBroadcastTabChannel(options)
  openChannels.push(channel)
  return channel
}

afterEach(() => {
  for (const channel of openChannels.splice(0)) channel.close()
  for (const origin of origins.splice(0)) origin.close()
})

const envelope = (seq: number): TabMessage => ({
  seq,
  at: 1_735_700_000_000 + seq,
  tab: 1,
  type: "cart.seatsRequested",
  idFuncion: 7,
  aIdPosicion: [seq],
})

const listen = (channel: BroadcastTabChannel) => {
  const inbox: Array<TabMessage> = []
  Effect.runSync(channel.subscribe((message) => inbox.push(message)))
  return inbox
}

describeTabChannelContract("BroadcastChannel", (count) => {
  const name = freshName()
  return Array.from({ length: count }, (_, index) => layerBroadcastTabChannel({ tabId: 101 + index, name }))
})

describeTabChannelContract("storage-event fallback, one happy-dom window per tab", (count) => {
  const origin = newOrigin()
  return Array.from({ length: count }, (_, index) => {
    const { window, storage } = origin.openTab()
    return layerBroadcastTabChannel({ tabId: 201 + index, BroadcastChannel: null, storage, window })
  })
})

describe("BroadcastChannel TabChannel", () => {
  it("prefers BroadcastChannel where the browser has one, leaving localStorage alone", async () => {
    const origin = newOrigin()
    const name = freshName()
    const first = origin.openTab()
    const second = origin.openTab()
    const sender = open({ tabId: 1, name, storage: first.storage, window: first.window })
    const receiver = open({ tabId: 2, name, storage: second.storage, window: second.window })
    const inbox = listen(receiver)
    await Effect.runPromise(sender.publish(envelope(1)))
    await vi.waitFor(() => expect(inbox).toEqual([envelope(1)]))
    expect(origin.writes).toEqual([])
  })

  it("keeps tabs on different channel names apart", async () => {
    const sender = open({ tabId: 1, name: freshName() })
    const stranger = open({ tabId: 2, name: freshName() })
    const neighbour = open({ tabId: 3, name: "boleteria-neighbour" })
    const sameName = open({ tabId: 4, name: "boleteria-neighbour" })
    const strangerInbox = listen(stranger)
    const neighbourInbox = listen(neighbour)
    await Effect.runPromise(sender.publish(envelope(1)))
    await Effect.runPromise(sameName.publish(envelope(2)))
    await vi.waitFor(() => expect(neighbourInbox).toEqual([envelope(2)]))
    expect(strangerInbox).toEqual([])
  })

  it("stops hearing the other tabs once closed, and publishing after close does not fail", async () => {
    const name = freshName()
    const sender = open({ tabId: 1, name })
    const closing = open({ tabId: 2, name })
    const staying = open({ tabId: 3, name })
    const closingInbox = listen(closing)
    const stayingInbox = listen(staying)
    closing.close()
    await Effect.runPromise(sender.publish(envelope(1)))
    await Effect.runPromise(closing.publish(envelope(2)))
    await vi.waitFor(() => expect(stayingInbox).toEqual([envelope(1)]))
    expect(closingInbox).toEqual([])
  })

  it("closes the channel when the layer's runtime is disposed", async () => {
    const name = freshName()
    const runtime = ManagedRuntime.make(layerBroadcastTabChannel({ tabId: 1, name }))
    const disposedTab = await runtime.runPromise(TabChannel)
    const heardByDisposed: Array<TabMessage> = []
    Effect.runSync(disposedTab.subscribe((message) => heardByDisposed.push(message)))
    await runtime.dispose()
    const sender = open({ tabId: 2, name })
    const witness = open({ tabId: 3, name })
    const witnessInbox = listen(witness)
    await Effect.runPromise(sender.publish(envelope(1)))
    await vi.waitFor(() => expect(witnessInbox).toEqual([envelope(1)]))
    expect(heardByDisposed).toEqual([])
  })
})

describe("storage-event fallback TabChannel", () => {
  const fallbackTab = (origin: OneOrigin, tabId: number) => {
    const { window, storage } = origin.openTab()
    return open({ tabId, BroadcastChannel: null, storage, window })
  }

  it("writes each message under one key and removes it at once, leaving storage clean", async () => {
    const origin = newOrigin()
    const sender = fallbackTab(origin, 1)
    const inbox = listen(fallbackTab(origin, 2))
    await Effect.runPromise(sender.publish(envelope(1)))
    await Effect.runPromise(sender.publish(envelope(1)))
    expect(origin.writes).toEqual([CHANNEL_KEY, CHANNEL_KEY])
    expect(origin.keysLeft).toEqual([])
    await vi.waitFor(() => expect(inbox).toEqual([envelope(1), envelope(1)]))
  })

  it("never delivers a tab's own message, even where its own window hears the storage event", async () => {
    const origin = newOrigin({ echoToWriter: true })
    const first = fallbackTab(origin, 1)
    const second = fallbackTab(origin, 2)
    const heardByFirst = listen(first)
    const heardBySecond = listen(second)
    await Effect.runPromise(first.publish(envelope(1)))
    await vi.waitFor(() => expect(heardBySecond).toEqual([envelope(1)]))
    await Effect.runPromise(second.publish(envelope(2)))
    await vi.waitFor(() => expect(heardByFirst).toEqual([envelope(2)]))
    expect(heardBySecond).toEqual([envelope(1)])
  })

  it("ignores other keys and text that is not one of its messages", async () => {
    const origin = newOrigin()
    const sender = origin.openTab()
    const inbox = listen(fallbackTab(origin, 2))
    sender.storage.setItem("boleteria.token", "abc")
    sender.storage.setItem(CHANNEL_KEY, "{not json")
    sender.storage.setItem(CHANNEL_KEY, JSON.stringify({ seq: 1 }))
    const real = fallbackTab(origin, 3)
    await Effect.runPromise(real.publish(envelope(7)))
    await vi.waitFor(() => expect(inbox).toEqual([envelope(7)]))
  })

  it("stops listening to storage events once closed", async () => {
    const origin = newOrigin()
    const sender = fallbackTab(origin, 1)
    const closing = fallbackTab(origin, 2)
    const witness = fallbackTab(origin, 3)
    const closingInbox = listen(closing)
    const witnessInbox = listen(witness)
    closing.close()
    await Effect.runPromise(sender.publish(envelope(1)))
    await vi.waitFor(() => expect(witnessInbox).toEqual([envelope(1)]))
    expect(closingInbox).toEqual([])
  })

  it("publishes without failing when storage is full, and the tab keeps working alone", () => {
    const origin = newOrigin()
    const { window, storage } = origin.openTab()
    vi.spyOn(storage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    const full = open({ tabId: 1, BroadcastChannel: null, storage, window })
    expect(Effect.runSync(Effect.exit(full.publish(envelope(1))))).toMatchObject({ _tag: "Success" })
  })

  it("is a tab on its own where neither BroadcastChannel nor storage exists", async () => {
    const alone = open({ tabId: 1, BroadcastChannel: null, storage: null, window: null })
    const inbox = listen(alone)
    await Effect.runPromise(alone.publish(envelope(1)))
    expect(alone.tabId).toBe(1)
    expect(inbox).toEqual([])
  })
})
