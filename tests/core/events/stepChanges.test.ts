import { describe, expect, it } from "vitest"
import { fromJsonLines, replayLog, stepChanges } from "@boleteria/core"
import { readFileSync } from "node:fs"

const paid = replayLog(
  fromJsonLines(readFileSync(new URL("../../../fixtures/logs/v2/paid-purchase.jsonl", import.meta.url), "utf8")),
)

describe("what a replayed step changed", () => {
  it("lists the first step leaf by leaf", () => {
    const [first] = paid.steps
    const changes = stepChanges(null, first!.snapshot)
    expect(changes).toContainEqual({ path: "session.value", before: undefined, after: "loggedIn" })
    expect(changes).toContainEqual({ path: "session.context.token", before: undefined, after: "redacted-token-1" })
    expect(
      changes.every(
        (change) => typeof change.after !== "object" || change.after === null || Array.isArray(change.after),
      ),
    ).toBe(true)
  })

  it("lists only what differs: the seats taken fill the cart, a tick changes no data", () => {
    const taken = paid.steps.findIndex((step) => step.event.type === "api.seatsTaken")
    const changes = stepChanges(paid.steps[taken - 1]!.snapshot, paid.steps[taken]!.snapshot).map(
      (change) => change.path,
    )
    expect(changes).toContain("cart.context.process")
    expect(changes).not.toContain("session.context.token")
    // A clock tick moves time only: the machines' data stay as they were.
    const tick = paid.steps.findIndex((step) => step.event.type === "clock.ticked")
    expect(stepChanges(paid.steps[tick - 1]!.snapshot, paid.steps[tick]!.snapshot)).toEqual([])
  })

  it("finds nothing between a step and itself", () => {
    const last = paid.steps.at(-1)!.snapshot
    expect(stepChanges(last, last)).toEqual([])
  })
})
