export const USAGE = [
  "usage: boleteria-replay <log.jsonl> [--json] [--contexts] [--diff] [--at <seq>] [--strict] [--timing]",
  '  --json      one JSON object per line per step, then {"persisted": …}',
  "  --contexts  with --json: each machine's context too",
  "  --diff      what each step changed, value by value",
  "  --at <seq>  only the whole state once event <seq> is folded",
  "  --strict    exit 3 when the replay diverges from the states the tab recorded",
  "  --timing    how long reading, replaying and writing took, and the peak memory (on stderr)",
].join("\n")

export interface CliOptions {
  readonly path: string
  readonly json: boolean
  readonly contexts: boolean
  readonly diff: boolean
  readonly at: number | null
  readonly strict: boolean
  readonly timing: boolean
}

const FLAGS = ["--json", "--contexts", "--diff", "--strict", "--timing"] as const

/** The options the arguments ask for, or what is wrong with them. */
export const parseOptions = (args: ReadonlyArray<string>): CliOptions | { readonly wrong: string } => {
  const files: string[] = []
  const flags = new Set<string>()
  let at: number | null = null
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string
    if (arg === "--at") {
      const seq = args[++index]
      if (seq === undefined || !/^[1-9]\d*$/.test(seq))
        return { wrong: "--at needs an event's seq (a whole number from 1)" }
      at = Number(seq)
    } else if ((FLAGS as ReadonlyArray<string>).includes(arg)) flags.add(arg)
    else if (arg.startsWith("--")) return { wrong: `unknown option ${arg}` }
    else files.push(arg)
  }
  if (files.length !== 1) return { wrong: files.length === 0 ? "no log file given" : "one log file at a time" }
  return {
    path: files[0] as string,
    json: flags.has("--json"),
    contexts: flags.has("--contexts"),
    diff: flags.has("--diff"),
    at,
    strict: flags.has("--strict"),
    timing: flags.has("--timing"),
  }
}
