import type { AnyStateMachine, InputFrom } from "xstate"
import type { IoHandlers } from "@boleteria/core"
import { createMachineDriver } from "../../support/driver.js"
import { recordingIo } from "../../support/io.js"

/**
 * One machine on its own, its I/O actors (built from the handlers by `machineOf`) writing down what
 * it asked for: the test feeds the answers, as the live wiring would.
 */
export const recordedMachine = <M extends AnyStateMachine>(machineOf: (io: IoHandlers) => M, input: InputFrom<M>) => {
  const recorder = recordingIo()
  return { driver: createMachineDriver(machineOf(recorder.io), input), recorder }
}
