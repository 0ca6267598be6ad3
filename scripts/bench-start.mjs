// `npm run bench`, the start: how soon `npm start` answers. A fresh clone after `npm install`
// (what `npm install`'s postinstall builds, then `npm start` on an empty DATA_DIR), a restart (the
// same DATA_DIR, nothing changed), and the full build (`node build.mjs`: every part, .d.ts included).
// "Answers" is the first 200 of both GET / and GET /v2/Cartelera. Goals (issue 26): cold start < 5 s,
// restart < 3 s. It reports, it does not fail. It empties the parts' dist folders (not the sources).
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { register } from "node:module"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

register("./lib/tsLoader.mjs", import.meta.url)
const { sampleCpu } = await import("./lib/cpu.ts")

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const GOALS = { coldMs: 5_000, restartMs: 3_000 }
const PATHS = ["/", "/v2/Cartelera"]
/** What a fresh clone has none of: every build output (build.mjs's parts write only these). */
const BUILT = ["core/dist", "adapters/dist", "server/dist", "ui/dist", "server/seed-snapshot"]

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

const timed = (work) => {
  const started = performance.now()
  work()
  return performance.now() - started
}

const build = (args) =>
  timed(() =>
    execFileSync(process.execPath, ["build.mjs", ...args], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] }),
  )

const answers200 = async (url) => {
  try {
    const response = await fetch(url)
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

/** The processes of process group `group` (Linux's /proc; none elsewhere). */
const membersOf = (group) =>
  (existsSync("/proc") ? readdirSync("/proc") : [])
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[2]) === group
      } catch {
        return false // gone meanwhile
      }
    })
    .map(Number)

/**
 * CPU seconds process group `group` used so far, its ended children included: a figure a busy machine
 * moves less than the wall clock's. Null where /proc is not.
 */
const cpuSecondsOf = (group) => {
  const sample = sampleCpu(new Map([["start", () => membersOf(group)]]))
  const seconds = sample?.groups.get("start")
  return seconds === undefined || seconds.size === 0 ? null : [...seconds.values()].reduce((sum, used) => sum + used, 0)
}

/**
 * The address the server logs once it listens (PORT=0: a free port), and the parts build.mjs built
 * first: none unless a source changed since the install's build (another engineer's edit, here).
 */
const listening = (child) =>
  new Promise((resolve, reject) => {
    let output = ""
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      output += chunk
      const url = /"url":"(http:[^"]+)"/.exec(output)?.[1]
      const rebuilt = [...output.matchAll(/^(core|adapters|server|ui|seed): /gm)].map((match) => match[1])
      if (url !== undefined) resolve({ url, rebuilt })
    })
    child.on("exit", (code) => reject(new Error(`npm start exited ${code}\n${output}`)))
  })

/** `npm start` on `dataDir` (npm's own start counted): ms until every path answered 200, then stopped. */
const startUntilServing = async (dataDir) => {
  const started = performance.now()
  // A process group of its own: npm, the shell, start.mjs and the server stop together.
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const exited = new Promise((resolve) => child.on("exit", resolve))
  try {
    const { url, rebuilt } = await listening(child)
    for (const path of PATHS) while (!(await answers200(url + path)));
    return { ms: performance.now() - started, cpu: cpuSecondsOf(child.pid), rebuilt }
  } finally {
    process.kill(-child.pid, "SIGTERM")
    await exited
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "boleteria-bench-start-"))
try {
  for (const dir of BUILT) rmSync(join(ROOT, dir), { recursive: true, force: true })
  const installBuildMs = build(["--stale"])
  const cold = await startUntilServing(dataDir)
  const restart = await startUntilServing(dataDir)
  const fullBuildMs = build([])
  const verdict = (ms, goal) => (ms < goal ? "met" : "missed")
  const cpu = ({ cpu }) => (cpu === null ? "" : `, ${cpu.toFixed(1)} s of CPU`)
  const built = ({ rebuilt }) => (rebuilt.length === 0 ? "nothing rebuilt" : `rebuilt ${rebuilt.join(" and ")} first`)
  console.log(
    `Start: cold ${seconds(cold.ms)}${cpu(cold)} (fresh clone after install, empty DATA_DIR, ${built(cold)}; goal < 5 s: ${verdict(cold.ms, GOALS.coldMs)}), ` +
      `restart ${seconds(restart.ms)}${cpu(restart)} (${built(restart)}; goal < 3 s: ${verdict(restart.ms, GOALS.restartMs)}); ` +
      `install's build ${seconds(installBuildMs)}, full build ${seconds(fullBuildMs)} (with .d.ts); load ${loadavg()[0].toFixed(1)}`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
