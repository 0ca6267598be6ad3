import { readFileSync } from "node:fs"

/** Groups of processes by name; a group's members may change (PostgreSQL's backends come and go). */
export type ProcessGroups = ReadonlyMap<string, () => ReadonlyArray<number>>

/** CPU seconds of the whole machine (busy and idle) and of each process of each group, from /proc (Linux; null elsewhere). */
export interface CpuSample {
  readonly busy: number
  readonly idle: number
  readonly groups: ReadonlyMap<string, ReadonlyMap<number, number>>
}

/** USER_HZ is 100 on Linux. */
const TICKS = 100

/**
 * A process's CPU seconds, and those of its children that ended and were reaped (cutime, cstime):
 * PostgreSQL's backends that exit count on the postmaster.
 */
const processSeconds = (pid: number): number | null => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS
  } catch {
    return null // gone: it counts no more
  }
}

export const sampleCpu = (groups: ProcessGroups): CpuSample | null => {
  try {
    const machine = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number)
    const idle = (machine[3]! + machine[4]!) / TICKS
    const busy = machine.reduce((total, ticks) => total + ticks, 0) / TICKS - idle
    const sampled = new Map<string, Map<number, number>>()
    for (const [name, pids] of groups) {
      const seconds = new Map<number, number>()
      for (const pid of pids()) {
        const used = processSeconds(pid)
        if (used !== null) seconds.set(pid, used)
      }
      sampled.set(name, seconds)
    }
    return { busy, idle, groups: sampled }
  } catch {
    return null
  }
}

/** Cores used between two samples: by each named group, by what no group names (the rest), idle. */
export interface CoreShares {
  readonly groups: ReadonlyMap<string, number>
  readonly rest: number
  readonly idle: number
}

/**
 * Where the cores went between two samples, each group's total then against its total now: a
 * process that appeared counts from zero, and one that ended counts through its parent when that
 * reaped it and is in the group (a backend through the postmaster); null without /proc.
 */
export const coreShares = (from: CpuSample | null, until: CpuSample | null, seconds: number): CoreShares | null => {
  if (from === null || until === null || seconds <= 0) return null
  const groups = new Map<string, number>()
  let named = 0
  for (const [name, processes] of until.groups) {
    const sum = (seconds: ReadonlyMap<number, number> | undefined) =>
      [...(seconds?.values() ?? [])].reduce((total, each) => total + each, 0)
    const used = sum(processes) - sum(from.groups.get(name))
    named += used
    groups.set(name, used / seconds)
  }
  return { groups, rest: (until.busy - from.busy - named) / seconds, idle: (until.idle - from.idle) / seconds }
}

/** The mean of windows of equal length: where the cores went over all of them; null if any has no figures. */
export const meanShares = (windows: ReadonlyArray<CoreShares | null>): CoreShares | null => {
  const known = windows.filter((shares): shares is CoreShares => shares !== null)
  if (known.length === 0 || known.length < windows.length) return null
  const mean = (value: (shares: CoreShares) => number) =>
    known.reduce((sum, shares) => sum + value(shares), 0) / known.length
  return {
    groups: new Map([...known[0]!.groups.keys()].map((name) => [name, mean((shares) => shares.groups.get(name) ?? 0)])),
    rest: mean((shares) => shares.rest),
    idle: mean((shares) => shares.idle),
  }
}

/** `group 0.00, …, <rest> 0.00, idle 0.00`: the rest under the name the caller gives it. */
export const describeCores = (shares: CoreShares, rest: string): string =>
  [
    ...[...shares.groups].map(([name, cores]) => `${name} ${cores.toFixed(2)}`),
    `${rest} ${shares.rest.toFixed(2)}`,
    `idle ${shares.idle.toFixed(2)}`,
  ].join(", ")

/** Where the cores went between two samples, in cores: each named group, other processes, idle. */
export const coresBetween = (from: CpuSample | null, until: CpuSample | null, seconds: number): string => {
  const shares = coreShares(from, until, seconds)
  return shares === null ? "(no /proc here)" : describeCores(shares, "other processes")
}
