// `npm run bench`, last: what one call of each costly kind costs the server, in CPU and wall time,
// one after the other in this process: a password hash and a login's check (argon2id at OWASP's
// cost), beside the scrypt N=2^17 check every login paid before, measured in the same run; an
// e-ticket and a bill as PDFs; a QR code drawn as vectors beside the PNG the e-ticket embedded before.
// `--json` prints the figures as JSON alone (scripts/lib/callCosts.ts's CallCosts), for other
// reports to read; `--calls N` measures N calls of each (40 by default). It reports, it does not fail.
import { register } from "node:module"

register("./lib/tsLoader.mjs", import.meta.url)
const { measureCallCosts } = await import("./lib/callCosts.ts")

const options = process.argv.slice(2)
const callsAt = options.indexOf("--calls")
const calls = callsAt === -1 ? 40 : Number(options[callsAt + 1])
if (!Number.isSafeInteger(calls) || calls < 1) throw new Error(`--calls: expected a whole number above 0`)

const costs = await measureCallCosts(calls)
if (options.includes("--json")) {
  process.stdout.write(`${JSON.stringify(costs)}\n`)
} else {
  const LABELS = {
    hash: "password hash (argon2id 19 MiB, t=2)",
    verify: "login check (argon2id)",
    scryptVerify: "login check, before (scrypt N=2^17)",
    eticketPdf: "e-ticket PDF, 2 tickets",
    billPdf: "bill PDF",
    qrVectorPage: "QR page, vectors",
    qrPngPage: "QR page, PNG (before)",
  }
  console.log(`Per call, ${calls} calls each (CPU of every thread of this process; wall):`)
  for (const [kind, label] of Object.entries(LABELS)) {
    const { cpuMs, wallMs } = costs[kind]
    console.log(`  ${label.padEnd(40)} ${cpuMs.toFixed(2).padStart(8)} ms CPU ${wallMs.toFixed(2).padStart(8)} ms wall`)
  }
  const ratio = costs.scryptVerify.cpuMs / costs.verify.cpuMs
  console.log(`  a login's check costs 1/${ratio.toFixed(0)} of the scrypt one's CPU`)
}
