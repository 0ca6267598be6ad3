import type { MachineValues } from "../events/states.js"
import { stateText } from "./timeline.js"
import type { CliStep } from "./steps.js"

/** The first step whose replayed states are not the recorded ones, machine by machine. */
export const divergenceText = (step: CliStep, recorded: MachineValues): string =>
  `diverges at #${step.event.seq} (${step.event.type}): ${step.diverged
    .map(
      (name) =>
        `${name} replays as ${stateText(step.snapshot[name].value)}, the tab recorded ${stateText(recorded[name])}`,
    )
    .join("; ")}`

/** Where the time went: folding events apart from reading and decoding lines and from writing the output. */
export interface Timing {
  events: number
  replayMs: number
  outputMs: number
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`

export const timingText = (timing: Timing, totalMs: number, peakBytes: number | undefined): string =>
  [
    `${timing.events.toLocaleString("en")} events`,
    `replay ${ms(timing.replayMs)}`,
    `reading ${ms(totalMs - timing.replayMs - timing.outputMs)}`,
    `output ${ms(timing.outputMs)}`,
    `total ${ms(totalMs)}`,
    ...(peakBytes === undefined ? [] : [`peak RSS ${Math.round(peakBytes / 2 ** 20)} MB`]),
  ].join(", ")
