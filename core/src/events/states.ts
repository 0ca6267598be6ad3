import type { MachineName } from "../system/machines.js"
import { MACHINE_NAMES } from "../system/machines.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

/** Each machine's state value (`"idle"`, `{ holding: "extending" }`): what a log records to check a replay against. */
export type MachineValues = { readonly [K in MachineName]: unknown }

export const machineValuesOf = (snapshot: Pick<SystemSnapshot, MachineName>): MachineValues =>
  Object.fromEntries(MACHINE_NAMES.map((name) => [name, snapshot[name].value])) as MachineValues

/** The machines whose states differ between two records (in MACHINE_NAMES' order). */
export const differingMachines = (a: MachineValues, b: MachineValues): ReadonlyArray<MachineName> =>
  MACHINE_NAMES.filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]))
