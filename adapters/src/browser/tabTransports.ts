/** Carries text to the shop's other tabs; received text arrives through the callback given when opened. */
export interface TabTransport {
  readonly post: (text: string) => void
  readonly close: () => void
}

export type ReceiveText = (text: string) => void

/** Where `storage` events arrive: the window. */
export interface StorageEventSource {
  addEventListener(type: "storage", listener: (event: StorageEvent) => void): void
  removeEventListener(type: "storage", listener: (event: StorageEvent) => void): void
}

export type BroadcastChannelConstructor = new (name: string) => BroadcastChannel

/** A BroadcastChannel already delivers to every other tab of the origin and never back to its sender. */
export const openBroadcastTransport = (
  Channel: BroadcastChannelConstructor,
  name: string,
  receive: ReceiveText,
): TabTransport => {
  const channel = new Channel(name)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === "string") receive(event.data)
  }
  return {
    post: (text) => channel.postMessage(text),
    close: () => channel.close(),
  }
}

/**
 * Without BroadcastChannel: a write to localStorage raises a `storage` event in every other
 * tab of the origin. Each message is written under one key and removed at once, so nothing
 * stays behind and the next write is a change again.
 */
export const openStorageTransport = (
  storage: Storage,
  window: StorageEventSource,
  name: string,
  receive: ReceiveText,
): TabTransport => {
  const key = `boleteria-tab-channel:${name}`
  const onStorage = (event: StorageEvent) => {
    // Removing the key raises an event too, with no new value.
    if (event.key === key && event.newValue !== null) receive(event.newValue)
  }
  window.addEventListener("storage", onStorage)
  return {
    post: (text) => {
      storage.setItem(key, text)
      storage.removeItem(key)
    },
    close: () => window.removeEventListener("storage", onStorage),
  }
}
