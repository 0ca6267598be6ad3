// One server process of the cluster: server/dist/main.js, or server/src/main.ts through the TS
// loader (tests run the source). It ends with the process that forked it, even one killed with
// SIGKILL (its IPC channel closes), so no server outlives a cluster.
import { register } from "node:module"
import { pathToFileURL } from "node:url"

const entry = process.argv[2]
if (entry === undefined) throw new Error("usage: node serverEntry.mjs <server/dist/main.js | server/src/main.ts>")
process.once("disconnect", () => process.exit(0))
if (entry.endsWith(".ts")) register("./tsLoader.mjs", import.meta.url)
await import(pathToFileURL(entry).href)
