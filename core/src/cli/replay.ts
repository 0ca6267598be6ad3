#!/usr/bin/env node
/// <reference types="node" />
// boleteria-replay <log.jsonl> [--json]: replays a recorded purchase event log
// through the machines and prints what each machine went through.
import { readFileSync } from "node:fs"
import { runReplayCli } from "./run.js"

process.exitCode = runReplayCli(process.argv.slice(2), {
  readText: (path) => readFileSync(path, "utf8"),
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
})
