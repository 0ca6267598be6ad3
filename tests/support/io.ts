import type { IoHandlers, IoName } from "@boleteria/core"

interface IoCall<K extends IoName = IoName> {
  readonly name: K
  readonly input: Parameters<IoHandlers[K]>[0]
}

export interface RecordingIo {
  readonly io: IoHandlers
  readonly calls: ReadonlyArray<IoCall>
  /** The inputs of every call to one I/O actor, in order. */
  readonly callsTo: <K extends IoName>(name: K) => ReadonlyArray<Parameters<IoHandlers[K]>[0]>
  readonly clear: () => void
}

/** Every I/O actor of the machines, in the order they run in a purchase. */
export const IO_NAMES: ReadonlyArray<IoName> = [
  "takeSeats",
  "takeBestAvailable",
  "releaseFunction",
  "getProcess",
  "invalidateProcess",
  "loadDeliveryTypes",
  "selectDeliveryType",
  "charge",
  "getPaymentStatus",
  "cancelCharge",
  "extendHold",
  "leaveQueue",
]

/**
 * I/O handlers that only write down what the machines asked for. The test then
 * feeds the outcome event itself, as the live wiring would after the call.
 */
export const recordingIo = (): RecordingIo => {
  const calls: IoCall[] = []
  const io = Object.fromEntries(
    IO_NAMES.map((name) => [name, (input: IoCall["input"]) => calls.push({ name, input })]),
  ) as unknown as IoHandlers
  return {
    io,
    calls,
    callsTo: <K extends IoName>(name: K) =>
      calls.filter((call): call is IoCall<K> => call.name === name).map((call) => call.input),
    clear: () => {
      calls.length = 0
    },
  }
}
