import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { TabChannel } from "../TabChannel.js"
import type { TabChannelShape, TabListener, TabMessage } from "../TabChannel.js"

interface Tab {
  readonly listeners: Set<TabListener>
}

interface Pending {
  readonly sender: Tab
  readonly json: string
}

/**
 * Connects in-memory tabs. Delivery is synchronous and keeps one global publish
 * order, even when a listener publishes while a message is being delivered.
 */
export class MemoryTabHub {
  private readonly tabs: Array<Tab> = []
  private readonly queue: Array<Pending> = []
  private delivering = false

  /** Opens a tab; tabs are told apart by connection, so equal ids still do not hear each other. */
  tab(tabId: number): TabChannelShape {
    const tab: Tab = { listeners: new Set() }
    this.tabs.push(tab)
    return {
      tabId,
      publish: (message) => Effect.sync(() => this.publish(tab, message)),
      subscribe: (listener) =>
        Effect.sync(() => {
          tab.listeners.add(listener)
          return () => void tab.listeners.delete(listener)
        }),
    }
  }

  layer(tabId: number): Layer.Layer<TabChannel> {
    return Layer.succeed(TabChannel, this.tab(tabId))
  }

  private publish(sender: Tab, message: TabMessage): void {
    this.queue.push({ sender, json: JSON.stringify(message) })
    if (this.delivering) return
    this.delivering = true
    const failures: Array<unknown> = []
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        failures.push(...this.deliver(next))
      }
    } finally {
      this.delivering = false
    }
    // A failing listener must not starve the other tabs, but a test must still see it.
    if (failures.length > 0) throw failures[0]
  }

  private deliver({ sender, json }: Pending): Array<unknown> {
    const failures: Array<unknown> = []
    for (const tab of this.tabs) {
      if (tab === sender) continue
      // Each tab gets its own copy, as a real channel serialises: no tab can mutate another's object.
      const message = JSON.parse(json) as TabMessage
      // As with EventTarget: listeners added during delivery wait for the next message,
      // listeners removed before their turn are skipped.
      for (const listener of [...tab.listeners]) {
        if (!tab.listeners.has(listener)) continue
        try {
          listener(message)
        } catch (failure) {
          failures.push(failure)
        }
      }
    }
    return failures
  }
}
