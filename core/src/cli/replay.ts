#!/usr/bin/env node
/// <reference types="node" />
// boleteria-replay <log.jsonl> [--json]: replays a recorded purchase event log
// through the machines and prints what each machine went through.
import { readFileSync } from "node:fs"
import { fromJsonLines, LogFormatError } from "../events/jsonl.js"
import { replayLog } from "../events/replay.js"
import { timelineText } from "./timeline.js"

const USAGE = "usage: boleteria-replay <log.jsonl> [--json]"

const main = (args: ReadonlyArray<string>): number => {
  const asJson = args.includes("--json")
  const files = args.filter((arg) => !arg.startsWith("--"))
  if (files.length !== 1 || args.includes("--help")) {
    console.error(USAGE)
    return files.length === 1 ? 0 : 2
  }
  const path = files[0] as string
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch (error) {
    console.error(`boleteria-replay: cannot read ${path}: ${(error as Error).message}`)
    return 1
  }
  try {
    const result = replayLog(fromJsonLines(text))
    console.log(asJson ? JSON.stringify(result, null, 2) : timelineText(result))
    return 0
  } catch (error) {
    if (error instanceof LogFormatError) {
      console.error(`boleteria-replay: ${path}: ${error.message}`)
      return 1
    }
    throw error
  }
}

process.exitCode = main(process.argv.slice(2))
