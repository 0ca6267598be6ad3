import { fromCallback, type EventObject } from "xstate"
import type { IoRequest } from "./events.js"

/**
 * A named I/O actor as a machine declares it. The default does nothing, which is
 * exactly what replay needs; the live system provides implementations that call
 * the Api port and dispatch the outcome as a logged event (`api.*`, `payment.*`).
 */
export const ioActor = <Input extends IoRequest>() => fromCallback<EventObject, Input>(() => undefined)
