import { calendarDateAt, functionDateAt, TENANT_TIME_ZONE, type CalendarDate, type FunctionDate } from "@boleteria/core"

// The rules of the tenant's clock live in core (zonedTime, functionDateAt). process/view.ts and
// process/cardForm.ts, still being written, import these two names from here: delete this file
// once they import core's directly.

/** The calendar day in Argentina at `epochMs`. */
export const localDayOf = (epochMs: number): CalendarDate => calendarDateAt(epochMs, TENANT_TIME_ZONE)

/** The date parts the contract sends with every function. */
export const functionDateOf = (epochMs: number): FunctionDate => functionDateAt(epochMs)
