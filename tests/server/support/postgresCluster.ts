import { execFileSync, spawnSync } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  readonly url: string
  readonly binDir: string
  readonly port: number
  readonly stop: () => void
}

const isRoot = () => process.getuid?.() === 0

const findBinDir = (): string | null => {
  const root = "/usr/lib/postgresql"
  if (!existsSync(root)) return null
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  const found = versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "initdb")))
  return found ?? null
}

/** Debian's PostgreSQL, installed with apt when missing and we are root (as CI is). */
const ensureInstalled = (): string | null => {
  const existing = findBinDir()
  if (existing !== null || !isRoot()) return existing
  spawnSync("apt-get", ["update"], { stdio: "ignore" })
  spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], {
    stdio: "ignore",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  })
  return findBinDir()
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0))
    })
  })

/** Runs a server binary; as root, as the `postgres` user, which PostgreSQL requires. */
const runAsPostgres = (binary: string, args: ReadonlyArray<string>) =>
  isRoot()
    ? execFileSync("runuser", ["-u", "postgres", "--", binary, ...args], { stdio: "pipe" })
    : execFileSync(binary, [...args], { stdio: "pipe" })

/**
 * A throwaway cluster in a temp folder on a free port, tuned for tests (no fsync).
 * Returns null when PostgreSQL cannot be had here; under CI=true that is an error.
 */
export const startPostgresCluster = async (): Promise<PostgresCluster | null> => {
  const binDir = ensureInstalled()
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
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    binDir,
    port,
    stop: () => {
      try {
        runAsPostgres(join(binDir, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
