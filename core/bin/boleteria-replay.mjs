#!/usr/bin/env node
// Always present, so npm can link the command before core is built; the command itself is in dist.
import { existsSync } from "node:fs"

const cli = new URL("../dist/cli/replay.js", import.meta.url)
if (!existsSync(cli)) {
  process.stderr.write("boleteria-replay: @boleteria/core is not built yet; run `npm run build` first.\n")
  process.exit(1)
}
await import(cli.href)
