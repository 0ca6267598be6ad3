// @boleteria/core as a stranger gets it: `npm pack`, then `npm install` of the tarball into an empty
// folder with effect and xstate of that folder's own choosing, and examples/purchase.mjs, require()
// and boleteria-replay run there. The example calls a server through @boleteria/core/http, core's
// own HTTP Api, and this file starts that server.
// It needs the npm registry: without it, under CI=true the file fails saying so, elsewhere it is
// skipped saying why (as scripts/lib/postgresCluster.ts does for a missing PostgreSQL).
import { spawn, spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { createTestServer } from "@boleteria/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const EXAMPLE = join(ROOT, "examples", "purchase.mjs")
const PEERS = ["effect", "xstate"] as const
type Peer = (typeof PEERS)[number]

interface CorePackageJson {
  readonly dependencies?: Record<string, string>
  readonly peerDependencies: Record<Peer, string>
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T
const peerRanges = readJson<CorePackageJson>(join(ROOT, "core", "package.json")).peerDependencies

// `npm test` hands its scripts its own settings as npm_config_* (and npm_package_*) variables; an npm
// started here reads its settings afresh instead. A user's NPM_CONFIG_* (upper case) still applies.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("npm_")))

interface Ran {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

const run = (command: string, args: ReadonlyArray<string>, cwd: string, timeoutMs = 120_000): Ran => {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: timeoutMs })
  if (result.error !== undefined) throw new Error(`${command} ${args.join(" ")}: ${result.error.message}`)
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** As `run`, without blocking this process: the server the child calls answers from its event loop. */
const runBeside = (command: string, args: ReadonlyArray<string>, cwd: string, extra: Record<string, string>) =>
  new Promise<Ran>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...env, ...extra } })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.on("error", reject)
    child.on("close", (status) => resolve({ status, stdout, stderr }))
  })

const succeed = (command: string, args: ReadonlyArray<string>, cwd: string): string => {
  const ran = run(command, args, cwd)
  if (ran.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${ran.status} in ${cwd}\n${ran.stderr}\n${ran.stdout}`)
  }
  return ran.stdout
}

const byVersion = (a: string, b: string): number => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number))
  for (let part = 0; part < 3; part++) {
    const difference = (x?.[part] ?? 0) - (y?.[part] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/** The oldest version a caret range allows: "^4.0.0" → "4.0.0". */
const oldestOf = (range: string): string => {
  const version = /^\^(\d+\.\d+\.\d+)$/.exec(range)?.[1]
  if (version === undefined) throw new Error(`core's peer ranges are caret ranges, got ${range}`)
  return version
}

/** npm's error without its stack: "npm error code ECONNREFUSED; …; request to https://… failed". */
const npmError = (stderr: string): string =>
  stderr
    .split("\n")
    .filter((line) => line.startsWith("npm error") && !/^npm error\s+at /.test(line))
    .slice(0, 4)
    .join("; ")

type Registry = { readonly newest: Record<Peer, string> } | { readonly unreachable: string }

/** The newest effect and xstate core's ranges allow, as the registry says; asking is also the reachability check. */
const askRegistry = (): Registry => {
  const newest: Partial<Record<Peer, string>> = {}
  for (const name of PEERS) {
    let ran: Ran
    try {
      ran = run("npm", ["view", `${name}@${peerRanges[name]}`, "version", "--json", "--fetch-retries=1"], ROOT, 60_000)
    } catch (failure) {
      return { unreachable: String(failure) }
    }
    if (ran.status !== 0) return { unreachable: `npm view ${name}@${peerRanges[name]}: ${npmError(ran.stderr)}` }
    const versions = [JSON.parse(ran.stdout) as string | ReadonlyArray<string>].flat()
    const last = versions.toSorted(byVersion).at(-1)
    if (last === undefined) return { unreachable: `the registry lists no ${name}@${peerRanges[name]}` }
    newest[name] = last
  }
  return { newest: newest as Record<Peer, string> }
}

const registry = askRegistry()
if ("unreachable" in registry && process.env["CI"] === "true") {
  throw new Error(
    `The npm registry is required under CI=true to install the packed @boleteria/core: ${registry.unreachable}`,
  )
}
const newest = "newest" in registry ? registry.newest : null
const skipped = "unreachable" in registry ? ` (skipped: npm registry unreachable: ${registry.unreachable})` : ""
if (newest === null) console.warn(`corePackage.test.ts${skipped}`)

/** The `js` blocks of a Markdown text. */
const jsBlocks = (markdown: string): ReadonlyArray<string> =>
  [...markdown.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "")

/** The text of the README.md section that starts with this heading, up to the next one. */
const section = (markdown: string, heading: string): string => {
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`no section "${heading}"`)
  const end = markdown.indexOf("\n## ", start + heading.length + 2)
  return markdown.slice(start, end < 0 ? undefined : end)
}

describe("the READMEs show examples/purchase.mjs", () => {
  const example = readFileSync(EXAMPLE, "utf8")

  it.each([
    ["core/README.md", readFileSync(join(ROOT, "core", "README.md"), "utf8")],
    [
      'README.md "Using @boleteria/core"',
      section(readFileSync(join(ROOT, "README.md"), "utf8"), "## Using `@boleteria/core` from another front end"),
    ],
  ])("every js block of %s is a verbatim part of the example", (_, markdown) => {
    const blocks = jsBlocks(markdown)
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) expect(example).toContain(block)
  })

  it("core/LICENSE, the one the tarball carries, is the repository's LICENSE", () => {
    expect(readFileSync(join(ROOT, "core", "LICENSE"), "utf8")).toBe(readFileSync(join(ROOT, "LICENSE"), "utf8"))
  })
})

describe.skipIf(newest === null)(`@boleteria/core packed and installed into an empty folder${skipped}`, () => {
  let work = ""
  let app = ""
  let installed = ""
  let tarballs: ReadonlyArray<string> = []
  let packed: ReadonlyArray<string> = []

  const install = (versions: Record<Peer, string>) =>
    succeed(
      "npm",
      [
        "install",
        "--no-audit",
        "--no-fund",
        "--prefer-offline",
        ...tarballs,
        ...PEERS.map((name) => `${name}@${versions[name]}`),
      ],
      app,
    )
  const installedVersion = (name: Peer) =>
    readJson<{ version: string }>(join(app, "node_modules", name, "package.json")).version
  /** The example against a fresh server (what `npm start` serves), on a loopback port, its clock at TEST_SERVER_START. */
  const runExample = async (): Promise<Ran> => {
    const server = await createTestServer({ listen: true })
    try {
      return await runBeside(process.execPath, ["purchase.mjs"], app, { BOLETERIA_URL: server.url })
    } finally {
      await server.close()
    }
  }

  beforeAll(async () => {
    if (newest === null) return
    work = mkdtempSync(join(tmpdir(), "boleteria-core-package-"))
    app = join(work, "app")
    installed = join(app, "node_modules", "@boleteria", "core")
    succeed(process.execPath, ["build.mjs", "core"], ROOT)
    const packs = JSON.parse(
      succeed("npm", ["pack", "-w", "core", "--pack-destination", work, "--json"], ROOT),
    ) as ReadonlyArray<{
      readonly name: string
      readonly filename: string
      readonly files: ReadonlyArray<{ readonly path: string }>
    }>
    tarballs = packs.map((pack) => join(work, pack.filename))
    packed = packs.find((pack) => pack.name === "@boleteria/core")?.files.map((file) => file.path) ?? []
    // What `npm init -y` leaves: no "type", so `node -e` below is CommonJS as in most apps that require().
    mkdirSync(app)
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "stranger", version: "1.0.0", private: true }))
    install(newest)
    copyFileSync(EXAMPLE, join(app, "purchase.mjs"))
    // The first test server of a process seeds the snapshot the others open: here, not in a test's time.
    await (await createTestServer()).close()
  }, 240_000)

  afterAll(() => {
    if (work !== "") rmSync(work, { recursive: true, force: true })
  })

  it("the tarball holds README.md, LICENSE, the ES modules with their .d.ts, and the bin", () => {
    for (const file of [
      "README.md",
      "LICENSE",
      "package.json",
      "bin/boleteria-replay.mjs",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/http/index.js",
      "dist/http/index.d.ts",
      "dist/cli/replay.js",
    ]) {
      expect(packed).toContain(file)
    }
    expect(packed.filter((file) => file.endsWith(".tsbuildinfo"))).toEqual([])
    expect(readFileSync(join(installed, "LICENSE"), "utf8")).toBe(readFileSync(join(ROOT, "LICENSE"), "utf8"))
  })

  it("core exports no test double: a front end's backend is the server", () => {
    const manifest = readJson<{ readonly exports: Record<string, unknown> }>(join(installed, "package.json"))
    expect(Object.keys(manifest.exports)).toEqual([".", "./http", "./package.json"])
  })

  it("effect and xstate are the app's own: peer ranges, one copy, the newest the ranges allow", () => {
    const manifest = readJson<CorePackageJson>(join(installed, "package.json"))
    // Its one dependency is its own: the preferences store, which no app shares with it.
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(["@xstate/store"])
    expect(Object.keys(manifest.peerDependencies).toSorted()).toEqual([...PEERS])
    expect(existsSync(join(installed, "node_modules"))).toBe(false)
    for (const name of PEERS) expect(installedVersion(name)).toBe(newest?.[name])
  })

  it("examples/purchase.mjs holds two seats on a server and prints the cart and the clock, as core/README.md shows", async () => {
    const ran = await runExample()
    expect(ran.stderr).toBe("")
    expect(ran.status).toBe(0)
    expect(ran.stdout).toMatch(/^Cart, purchase \d+: 2 seats, \$ /)
    expect(ran.stdout).toContain("90 s later: 10:30 left")
    const readme = readFileSync(join(installed, "README.md"), "utf8")
    const printed = /It prints:\n\n```\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(ran.stdout).toBe(printed)
  }, 120_000)

  it("require() reaches the same modules where Node can require ES modules, and says why where it cannot", () => {
    const script = ['const core = require("@boleteria/core")', "console.log(typeof core.startLiveTab)"].join("; ")
    const ran = run(process.execPath, ["-e", script], app)
    if (process.features.require_module) {
      expect(ran.stderr).toBe("")
      expect(ran.stdout).toBe("function\n")
    }
    // What Node before 20.19 answers; newer ones answer it too with require(esm) turned off, while they can.
    const turnOff = "--no-experimental-require-module"
    if (process.features.require_module && !process.allowedNodeEnvironmentFlags.has(turnOff)) return
    const refused = process.features.require_module ? run(process.execPath, [turnOff, "-e", script], app) : ran
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain("ERR_REQUIRE_ESM")
  })

  it("npx boleteria-replay replays a recorded log with the installed package", () => {
    const log = join(ROOT, "fixtures", "logs", "paid-purchase.jsonl")
    const ran = run("npx", ["--no-install", "boleteria-replay", log], app)
    expect(ran.stderr).toBe("")
    expect(ran.status).toBe(0)
    expect(ran.stdout).toMatch(/^#1 /)
    expect(ran.stdout).toContain("persisted keys:")
  })

  it("with the oldest effect and xstate the ranges allow, the example prints the same", async () => {
    const before = (await runExample()).stdout
    const oldest = { effect: oldestOf(peerRanges.effect), xstate: oldestOf(peerRanges.xstate) }
    install(oldest)
    for (const name of PEERS) expect(installedVersion(name)).toBe(oldest[name])
    const ran = await runExample()
    expect(ran.stderr).toBe("")
    expect(ran.status).toBe(0)
    expect(ran.stdout).toBe(before)
  }, 120_000)
})
