// @boleteria/core as a stranger gets it: `npm pack`, then `npm install` of the tarball into an empty
// folder with effect and xstate of that folder's own choosing, and there core/README.md's purchase
// (its ts blocks, compiled with tsc --strict), examples/shopper.mjs, require() and boleteria-replay
// run. The purchases call a server through @boleteria/core/http; this file starts that server.
// It needs the npm registry: without it, under CI=true the file fails saying so, elsewhere it is
// skipped saying why (as scripts/lib/postgresCluster.ts does for a missing PostgreSQL).
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { createTestServer, type TestServer } from "@boleteria/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_CUSTOMER } from "../support/demoCustomer.js"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const SHOPPER = join(ROOT, "examples", "shopper.mjs")
const CORE_README = join(ROOT, "core", "README.md")
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

/** The `ts` blocks of a Markdown text, in order: core/README.md's make one program. */
const tsBlocks = (markdown: string): string =>
  [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]).join("")

/** What core/README.md says its program prints; a no-break space (in amounts) reads as a space. */
const printedBy = (markdown: string): string | undefined => /it prints:\n\n```\n([\s\S]*?)```/.exec(markdown)?.[1]
const asRead = (text: string) => text.replaceAll("\u00a0", " ")

describe("core/README.md walks a whole purchase as a second front end would", () => {
  const walk = tsBlocks(readFileSync(CORE_README, "utf8"))

  it("its code imports the package's entry points only, no deep path", () => {
    const packages = [...walk.matchAll(/from "(@boleteria\/[^"]+)"/g)].map((match) => match[1])
    expect(packages).toEqual(["@boleteria/core", "@boleteria/core/http"])
  })

  it("it reaches the purchase through view-models and their commands: no machine state, no purchase key, no raw event", () => {
    for (const inspection of ["purchaseKeyOf", ".context", ".matches(", ".value", ".hasTag(", "dispatch({"]) {
      expect(walk).not.toContain(inspection)
    }
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
  let server: TestServer | null = null

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
  /** tsc as core/README.md says to run it: strict, Node's ES modules, Node's types (the repository's @types/node). */
  const compileWalk = () =>
    succeed(
      process.execPath,
      [
        ...[join(ROOT, "node_modules", "typescript", "bin", "tsc"), "--strict", "--noEmitOnError", "--skipLibCheck"],
        ...["--module", "nodenext", "--target", "es2022", "--types", "node"],
        ...["--typeRoots", join(ROOT, "node_modules", "@types"), "walk.mts"],
      ],
      app,
    )
  /** A program of the app's folder buying on the file's server, as the demo customer. */
  const buy = (file: string, args: ReadonlyArray<string> = []) =>
    runBeside(process.execPath, ["--preserve-symlinks-main", file, ...args], app, {
      BOLETERIA_URL: server?.url ?? "",
      BOLETERIA_EMAIL: DEMO_CUSTOMER.email,
      BOLETERIA_PASSWORD: DEMO_CUSTOMER.password,
    })
  /** The order a run printed ("Order 12, PAGADO: …") as the server keeps it: its state, customer and tickets. */
  const orderPrinted = async (printed: string) => {
    const { rows } = await server!.db.query<{ state: string; email: string; tickets: number }>(
      `SELECT o.state, c.email, (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id) AS tickets
         FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1`,
      [Number(/^Order (\d+), /m.exec(printed)?.[1])],
    )
    return rows[0]
  }
  const succeeded = (ran: Ran) => {
    expect(ran.stderr).toBe("")
    expect(ran.status).toBe(0)
    return ran.stdout
  }

  beforeAll(async () => {
    if (newest === null) return
    work = mkdtempSync(join(tmpdir(), "boleteria-core-package-"))
    app = join(work, "app")
    installed = join(app, "node_modules", "@boleteria", "core")
    // Packing builds core with its .d.ts first (core's prepack): `npm start` and `npm install` make none.
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
    writeFileSync(join(app, "walk.mts"), tsBlocks(readFileSync(join(installed, "README.md"), "utf8")))
    // The repository's example itself, not a copy: linked, and run with its imports resolved from the app's folder.
    symlinkSync(SHOPPER, join(app, "shopper.mjs"))
    // What `npm start` serves, on a loopback port, its clock at TEST_SERVER_START: fresh, so the README's output is exact.
    server = await createTestServer({ listen: true })
  }, 240_000)

  afterAll(async () => {
    await server?.close()
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
    expect(packed.filter((file) => file.endsWith(".tsbuildinfo") || file.endsWith(".build-stamp.json"))).toEqual([])
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

  // The first purchase on the server: the README's output holds its numbers (purchase, order, seats).
  it("core/README.md's code compiles with tsc --strict and buys two tickets, printing what the README shows", async () => {
    compileWalk()
    const printed = succeeded(await buy("walk.mjs"))
    expect(asRead(printed)).toBe(printedBy(readFileSync(join(installed, "README.md"), "utf8")))
    expect(await orderPrinted(printed)).toEqual({ state: "PAGADO", email: DEMO_CUSTOMER.email, tickets: 2 })
    expect(readFileSync(join(app, "entradas-pedido-1.pdf")).subarray(0, 5).toString()).toBe("%PDF-")
  }, 120_000)

  it("examples/shopper.mjs, run by a script, takes the answers its flags give and the first offer elsewhere, and buys", async () => {
    const printed = succeeded(await buy("shopper.mjs", ["--seats", "3"]))
    expect(printed).toContain("\nHow many seats? 3\n")
    expect(printed).toContain("\nE-mail: cliente.demo@example.com\n")
    expect(await orderPrinted(printed)).toEqual({ state: "PAGADO", email: DEMO_CUSTOMER.email, tickets: 3 })
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
    const log = join(ROOT, "fixtures", "logs", "v2", "paid-purchase.jsonl")
    const ran = run("npx", ["--no-install", "boleteria-replay", log], app)
    expect(ran.stderr).toBe("")
    expect(ran.status).toBe(0)
    expect(ran.stdout).toMatch(/^#1 /)
    expect(ran.stdout).toContain("persisted keys:")
  })

  it("with the oldest effect and xstate the ranges allow, the README's code compiles and buys alike, and so does the shopper", async () => {
    const oldest = { effect: oldestOf(peerRanges.effect), xstate: oldestOf(peerRanges.xstate) }
    install(oldest)
    for (const name of PEERS) expect(installedVersion(name)).toBe(oldest[name])
    compileWalk()
    const printed = succeeded(await buy("walk.mjs"))
    // Later purchases of the same server: other numbers, the same lines.
    const shape = (text: string) => asRead(text).replace(/\d+/g, "#")
    expect(shape(printed)).toBe(shape(printedBy(readFileSync(join(installed, "README.md"), "utf8")) ?? ""))
    expect(await orderPrinted(printed)).toMatchObject({ state: "PAGADO", tickets: 2 })
    expect(await orderPrinted(succeeded(await buy("shopper.mjs")))).toMatchObject({ state: "PAGADO", tickets: 2 })
  }, 180_000)
})
