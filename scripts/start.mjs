// `npm start`. The reference server and the storefront land with the next issues;
// until then this builds @boleteria/core and says what start will do, then exits cleanly.
import { execFileSync } from "node:child_process"

execFileSync(process.execPath, ["build.mjs"], { stdio: "inherit" })
console.log(`
boleteria: @boleteria/core is built (core/dist).
npm start will serve the shop with its demo billboard on an embedded database
(PGlite) once the reference server and the storefront land. Until then, try:
  npx boleteria-replay fixtures/logs/paid-purchase.jsonl
`)
