#!/usr/bin/env node
/// <reference types="node" />
// boleteria-replay <log.jsonl> [--json] [--contexts] [--diff] [--at <seq>] [--strict] [--timing]:
// replays a recorded purchase event log through the machines, streaming, and prints each step.
import { once } from "node:events"
import { fileLines } from "./fileLines.js"
import { runReplayCli } from "./run.js"

// A reader that stops early (`| head`) closes the pipe: the replay ends there, quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error
  process.exit(process.exitCode ?? 0)
})

process.exitCode = await runReplayCli(process.argv.slice(2), {
  lines: fileLines,
  // A full pipe (`| less`) makes the replay wait instead of holding the output in memory.
  out: (text) => (process.stdout.write(text) ? undefined : once(process.stdout, "drain").then(() => undefined)),
  err: (text) => process.stderr.write(text + "\n"),
  peakMemory: () => process.resourceUsage().maxRSS * 1024,
})
