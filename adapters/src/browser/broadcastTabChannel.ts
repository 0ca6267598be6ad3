import { TabChannel } from "@boleteria/core"
import type { TabChannelShape, TabListener, TabMessage } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { randomUuid } from "./browserIds.js"
import { browserStorage } from "./browserStorage.js"
import { DEFAULT_CHANNEL_NAME } from "./storageNames.js"
import {
  openBroadcastTransport,
  openStorageTransport,
  type BroadcastChannelConstructor,
  type ReceiveText,
  type StorageEventSource,
  type TabTransport,
} from "./tabTransports.js"

export interface BroadcastTabChannelOptions {
  readonly tabId: number
  /** Tabs hear each other only on the same name. */
  readonly name?: string
  /** null forces the storage-event fallback; the global BroadcastChannel by default. */
  readonly BroadcastChannel?: BroadcastChannelConstructor | null
  /** The fallback's storage; localStorage by default. */
  readonly storage?: Storage | null
  /** The fallback's source of `storage` events; the global window by default. */
  readonly window?: StorageEventSource | null
}

export interface BroadcastTabChannel extends TabChannelShape {
  /** Stops hearing the other tabs and releases the channel. */
  readonly close: () => void
}

/** What travels: the message plus the connection that sent it, so no connection hears itself. */
interface Wire {
  readonly from: string
  readonly message: TabMessage
}

/** The wire of another connection, or null for text that is not one (another app's write, say). */
const wireOf = (text: string): Wire | null => {
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === "object" && parsed !== null && "from" in parsed && "message" in parsed
      ? (parsed as Wire)
      : null
  } catch {
    return null
  }
}

const globalWindow = (): StorageEventSource | null =>
  typeof globalThis.addEventListener === "function" ? globalThis : null

const openTransport = (options: BroadcastTabChannelOptions, receive: ReceiveText): TabTransport | null => {
  const name = options.name ?? DEFAULT_CHANNEL_NAME
  const Channel =
    options.BroadcastChannel === undefined ? (globalThis.BroadcastChannel ?? null) : options.BroadcastChannel
  if (Channel !== null) return openBroadcastTransport(Channel, name, receive)
  const storage = options.storage === undefined ? browserStorage() : options.storage
  const window = options.window === undefined ? globalWindow() : options.window
  return storage !== null && window !== null ? openStorageTransport(storage, window, name, receive) : null
}

/**
 * The TabChannel between the shop's tabs: BroadcastChannel where the browser has it, the
 * storage-event fallback otherwise, and a tab on its own where neither exists. Messages go
 * as JSON text, so every receiver gets its own copy with JSON's meaning, as in the memory hub.
 */
export const makeBroadcastTabChannel = (options: BroadcastTabChannelOptions): BroadcastTabChannel => {
  const connection = randomUuid()
  const listeners = new Set<TabListener>()

  const deliver: ReceiveText = (text) => {
    const wire = wireOf(text)
    if (wire === null || wire.from === connection) return
    const failures: Array<unknown> = []
    // As with EventTarget: listeners removed before their turn are skipped.
    for (const listener of [...listeners]) {
      if (!listeners.has(listener)) continue
      try {
        listener(wire.message)
      } catch (failure) {
        failures.push(failure)
      }
    }
    // One failing listener must not starve the others, but the failure must still be seen.
    if (failures.length > 0) throw failures[0]
  }

  const transport = openTransport(options, deliver)

  return {
    tabId: options.tabId,
    publish: (message) =>
      Effect.sync(() => {
        try {
          transport?.post(JSON.stringify({ from: connection, message } satisfies Wire))
        } catch {
          // A full storage or a closed channel leaves this tab working on its own.
        }
      }),
    subscribe: (listener) =>
      Effect.sync(() => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      }),
    close: () => {
      listeners.clear()
      transport?.close()
    },
  }
}

/** The TabChannel for as long as the layer lives; the channel is closed when its scope ends. */
export const layerBroadcastTabChannel = (options: BroadcastTabChannelOptions): Layer.Layer<TabChannel> =>
  Layer.effect(
    TabChannel,
    Effect.acquireRelease(
      Effect.sync(() => makeBroadcastTabChannel(options)),
      (channel) => Effect.sync(channel.close),
    ),
  )
