import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const ROOT = fileURLToPath(new URL("../../../", import.meta.url))
const FIXTURE = "tests/typecheck/dispatch.fixture.ts"
const TSC = createRequire(import.meta.url).resolve("typescript/bin/tsc")

interface Diagnostic {
  readonly line: number
  readonly text: string
}

/** tsc over the fixture's own tsconfig (the fixture and what it imports), one diagnostic per error. */
const compileFixture = (): ReadonlyArray<Diagnostic> => {
  const result = spawnSync(process.execPath, [TSC, "-p", "tests/typecheck", "--noEmit", "--pretty", "false"], {
    cwd: ROOT,
    encoding: "utf8",
  })
  // An error starts a line; the lines after it, indented, explain it.
  return result.stdout
    .split(/\n(?=\S)/u)
    .flatMap((entry) => {
      const found = /^(.+?)\((\d+),\d+\): error (TS\d+: [\s\S]*)$/u.exec(entry.trim())
      return found === null ? [] : [{ file: found[1], line: Number(found[2]), text: found[3] ?? "" }]
    })
    .map(({ file, line, text }) => {
      expect(file).toBe(FIXTURE)
      return { line, text }
    })
}

/** The 1-based lines the fixture marks `// expect-error: why`. */
const markedLines = (): ReadonlyArray<number> =>
  readFileSync(`${ROOT}${FIXTURE}`, "utf8")
    .split("\n")
    .flatMap((text, index) => (text.includes("// expect-error") ? [index + 1] : []))

describe("events are typed end to end (STYLE.md point 8)", () => {
  it("refuses a misspelt event type, a missing field, an unknown route name and a field its type does not declare; a right event compiles", () => {
    const errors = compileFixture()
    const marked = markedLines()
    expect(marked).toHaveLength(7)
    expect(errors.map((error) => error.line)).toEqual(marked)
    const [misspelt, missingField, unknownRoute, missingPayload, ...excessFields] = errors.map((error) => error.text)
    expect(misspelt).toContain(`Type '"cart.seatRequested"' is not assignable`)
    expect(misspelt).toContain(`Did you mean '"cart.seatsRequested"'?`)
    expect(missingField).toContain("Property 'aIdPosicion' is missing")
    expect(unknownRoute).toContain(`Type '"BuyTickets"' is not assignable`)
    expect(missingPayload).toContain("Property 'process' is missing")
    expect(excessFields).toHaveLength(3)
    for (const excess of excessFields) {
      expect(excess).toContain(`Type 'number' is not assignable to type 'NotAFieldOf<"cart.seatsRequested">'`)
    }
    expect(excessFields.slice(0, 2).join("\n")).toContain("Types of property 'extra' are incompatible")
  }, 60_000)
})
