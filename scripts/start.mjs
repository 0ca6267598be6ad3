// `npm start`: builds the parts whose sources changed since their last build (none after `npm install`),
// then serves the shop and its API on one port (PORT, default 8080) over the embedded database in
// ./data (or DATABASE_URL).
import { execFileSync, spawn } from "node:child_process"

execFileSync(process.execPath, ["build.mjs", "--stale"], { stdio: "inherit" })
const server = spawn(process.execPath, ["server/dist/main.js"], { stdio: "inherit" })
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal))
server.on("exit", (code) => process.exit(code ?? 0))
