import { randomUuid, type RandomSource } from "./browserIds.js"
import { browserStorage } from "./browserStorage.js"

/** Outside the KeyValueStore's prefix: the device id is not part of the purchase state. */
export const DEVICE_ID_KEY = "boleteria-device-id"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u

const storedDeviceId = (storage: Storage | null): string | null => {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY) ?? null
    // Anything else (edited by hand, say) could break the header it travels in.
    return stored !== null && UUID.test(stored) ? stored : null
  } catch {
    return null
  }
}

const newDeviceId = (storage: Storage | null, random: RandomSource): string => {
  const deviceId = randomUuid(random).toLowerCase()
  try {
    storage?.setItem(DEVICE_ID_KEY, deviceId)
  } catch {
    // Storage refused: the id still names this device until the page reloads.
  }
  return deviceId
}

/**
 * The device fingerprint the API receives: a random id kept in localStorage, the same on
 * every call and every tab of this browser. It is drawn, not derived from the browser, so it
 * tracks nothing beyond what the shop already stores.
 */
export const makeDeviceFingerprint = (
  storage: Storage | null = browserStorage(),
  random: RandomSource = globalThis.crypto,
): (() => string) => {
  let deviceId: string | null = null
  return () => {
    deviceId ??= storedDeviceId(storage) ?? newDeviceId(storage, random)
    return deviceId
  }
}
