// `npm run cluster`'s pieces put together: N server processes on one PostgreSQL, haproxy in front.
// tests/server/cluster.test.ts and `npm run storm` start the same thing through this module.
import { randomBytes } from "node:crypto"
import { ensureHaproxy, startHaproxy, type Haproxy } from "./haproxy.js"
import { freePort } from "./freePort.js"
import { startServerProcess, type ServerProcess } from "./serverProcess.js"

export interface AppClusterOptions {
  readonly processes: number
  /** haproxy's port on 127.0.0.1; 0 picks a free one. */
  readonly port: number
  readonly databaseUrl: string
  /** BUILT_SERVER or SOURCE_SERVER (serverProcess.ts). */
  readonly entry: string
  /** Settings for every process on top of this one's environment (TENANT_FILE, DATABASE_POOL_SIZE…). */
  readonly env?: Readonly<Record<string, string>>
  readonly serverOutput: "inherit" | "ignore"
  readonly execArgv?: ReadonlyArray<string>
}

export interface AppCluster {
  /** haproxy's address: the one address shoppers use. */
  readonly url: string
  readonly haproxy: Haproxy
  readonly servers: ReadonlyArray<ServerProcess>
  /** Stops haproxy, then every process still running (each finishing its calls). */
  readonly stop: () => Promise<void>
}

/** Secrets every process must share (README "Production"): drawn here when the environment has none. */
const SHARED_SECRETS = ["PAYMENT_NOTIFICATION_SECRET", "SUPPORT_KEY"] as const

const sharedSecrets = (env: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    SHARED_SECRETS.map((name) => [name, env[name] || process.env[name] || randomBytes(32).toString("hex")]),
  )

/**
 * Starts the cluster: the first process alone (it migrates and seeds the database), then the
 * others side by side, then haproxy; throws when haproxy cannot be had here.
 */
export const startAppCluster = async (options: AppClusterOptions): Promise<AppCluster> => {
  const haproxyBinary = ensureHaproxy()
  if (haproxyBinary === null) throw new Error("haproxy is not installed and could not be installed (apt-get, as root)")
  const env = {
    ...options.env,
    ...sharedSecrets(options.env ?? {}),
    DATABASE_URL: options.databaseUrl,
    // Every socket is haproxy's: believe its X-Forwarded-For (option forwardfor) for the client's address.
    TRUSTED_PROXIES: "127.0.0.1",
  }
  const servers: Array<ServerProcess> = []
  const start = async (index: number) => {
    const server = await startServerProcess({
      name: `app${index + 1}`,
      entry: options.entry,
      port: await freePort(),
      env,
      output: options.serverOutput,
      ...(options.execArgv === undefined ? {} : { execArgv: options.execArgv }),
    })
    servers.push(server)
  }
  let haproxy: Haproxy | null = null
  const stop = async () => {
    await haproxy?.stop()
    await Promise.all(servers.map((server) => server.stop()))
  }
  try {
    await start(0)
    await Promise.all(Array.from({ length: options.processes - 1 }, (_, index) => start(index + 1)))
    servers.sort((a, b) => a.name.localeCompare(b.name))
    haproxy = await startHaproxy(haproxyBinary, options.port === 0 ? await freePort() : options.port, servers)
    await waitUntilAllUp(haproxy, servers.length)
    return { url: haproxy.url, haproxy, servers, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** haproxy sends nothing to a process before its checks pass (`rise 2`): wait for all of them. */
const waitUntilAllUp = async (haproxy: Haproxy, count: number) => {
  for (let tries = 0; tries < 100; tries++) {
    const states = [...(await haproxy.backendStates()).values()]
    if (states.length === count && states.every((state) => state === "UP")) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("haproxy did not see every server process healthy within 10 s")
}
