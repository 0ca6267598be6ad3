// The throwaway PostgreSQL cluster of the server tests (globalSetup), the benches and
// `npm run cluster`: one place, so the scripts measure the database the tests run on.
import { execFileSync } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ensureDebianPackage, isRoot } from "./debianPackage.js"
import { freePort } from "./freePort.js"

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  readonly url: string
  readonly binDir: string
  readonly port: number
  /** The postmaster and its backends, whose CPU the benches report as PostgreSQL's. */
  readonly pids: () => ReadonlyArray<number>
  /** Makes a database and answers its superuser URL. */
  readonly createDatabase: (name: string) => string
  readonly stop: () => void
}

const findBinDir = (): string | null => {
  const root = "/usr/lib/postgresql"
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  const found = versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "initdb")))
  return found ?? null
}

/** The processes whose parent is `parent`, from /proc (none where there is no /proc). */
const childrenOf = (parent: number): ReadonlyArray<number> => {
  try {
    return readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(parent)
        } catch {
          return false
        }
      })
      .map(Number)
  } catch {
    return []
  }
}

/** Runs a server binary; as root, as the `postgres` user, which PostgreSQL requires. */
const runAsPostgres = (binary: string, args: ReadonlyArray<string>) =>
  isRoot()
    ? execFileSync("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: "pipe" })
    : execFileSync(binary, [...args], { stdio: "pipe" })

/**
 * A throwaway cluster in a temp folder on a free port, tuned for tests (no fsync), with Debian's
 * PostgreSQL (installed with apt when missing and root). Returns null when PostgreSQL cannot be
 * had here; under CI=true that is an error.
 */
export const startPostgresCluster = async (): Promise<PostgresCluster | null> => {
  const binDir = ensureDebianPackage("postgresql", findBinDir)
  if (binDir === null) {
    if (process.env["CI"] === "true") throw new Error("PostgreSQL is required under CI=true but could not be installed")
    return null
  }
  const dir = mkdtempSync(join(tmpdir(), "boleteria-pg-"))
  chmodSync(dir, 0o777)
  const dataDir = join(dir, "data")
  const port = await freePort()
  if (isRoot()) execFileSync("chown", ["postgres", dir])
  runAsPostgres(join(binDir, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"])
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=300",
  ].join(" ")
  runAsPostgres(join(binDir, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", join(dir, "server.log"), "-w", "start"])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    binDir,
    port,
    pids: () => {
      const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0])
      return [postmaster, ...childrenOf(postmaster)]
    },
    createDatabase: (name) => {
      execFileSync(join(binDir, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name])
      return url.replace(/\/postgres$/, `/${name}`)
    },
    stop: () => {
      try {
        runAsPostgres(join(binDir, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
