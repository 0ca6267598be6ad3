// `npm run queue -- open --funcion N --start ISO --rate R --cap C`: opens a function's waiting
// room in the database the server uses (docs/waiting-room.md). Builds core and the server first.
import { execFileSync, spawnSync } from "node:child_process"

execFileSync(process.execPath, ["build.mjs", "--stale", "core", "server"], { stdio: "inherit" })
const run = spawnSync(process.execPath, ["server/dist/queueCli.js", ...process.argv.slice(2)], { stdio: "inherit" })
process.exit(run.status ?? 1)
