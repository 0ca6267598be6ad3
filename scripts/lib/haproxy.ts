// haproxy in front of the server processes (`npm run cluster`, tests/server/cluster.test.ts):
// Debian's package, installed with apt when missing and root, its config generated into a temp folder.
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ensureDebianPackage } from "./debianPackage.js"

export interface Backend {
  readonly name: string
  readonly port: number
}

export interface Haproxy {
  readonly url: string
  readonly pid: number
  /** Each backend's state as haproxy's health checks see it: "UP", "DOWN", "no check"… */
  readonly backendStates: () => Promise<ReadonlyMap<string, string>>
  /** The calls each backend has in hand now (haproxy's scur). */
  readonly backendCalls: () => Promise<ReadonlyMap<string, number>>
  readonly stop: () => Promise<void>
}

const HAPROXY = "/usr/sbin/haproxy"

/** Debian's haproxy, installed with apt when missing and we are root; null when it cannot be had. */
export const ensureHaproxy = (): string | null =>
  ensureDebianPackage("haproxy", () => (existsSync(HAPROXY) ? HAPROXY : null))

/**
 * The whole config. Connections stay kept alive, the shopper's and the processes' (closing every
 * answer's cost the hold path about 30% of its CPU). When a process dies before answering a call
 * that was not the first on its connection, haproxy closes the shopper's connection with no status
 * and the browser sends the call again, even a POST. That resend is safe: a first take (Tomar,
 * TomarGrupo with id 0, POST /v3/procesodecompra) carries an Idempotency-Key and is answered the
 * purchase it started, if it had; Cobrar of a paid purchase answers its payment again; the checkout's
 * choices are set-like (choosing again changes nothing); a login resent gives a second session.
 * leastconn: a slow call (a payment) does not pile more onto its process.
 * Retries: a connection that fails never reached a process, so any call may go to another one
 * (redispatch); an answer that fails or never comes is retried only for GET/HEAD, never for a POST
 * that may already have held seats or charged a card. A process is out after 3 failed checks of
 * /health (each may take 5 s: a process busy with a storm is slow, not dead), 500 ms apart once one
 * fails; and at once on 3 refused connections in a row (a dead process refuses at once).
 * Each process has at most 64 calls in hand; the rest wait here, and a waiting room's place polls
 * (and joins) wait behind every other call: a shopper in line loses nothing by an answer a little
 * later, while the inside's calls (the purchases the room admitted) keep their pace when an
 * on-sale day's line floods the processes with polls.
 */
const haproxyConfig = (port: number, backends: ReadonlyArray<Backend>, statsSocket: string): string =>
  [
    "global",
    // Two sockets per connection (shopper and process) must fit in the usual 20,000-descriptor limit.
    "  maxconn 8000",
    // One thread forwards a storm's calls with room to spare, at about half the CPU per call of one
    // thread per core (0.031 ms a hold against 0.055, server/README.md "Fourth pass"), and the cores
    // stay with the processes and PostgreSQL.
    "  nbthread 1",
    `  stats socket ${statsSocket} mode 600 level admin`,
    "defaults",
    "  mode http",
    "  option http-keep-alive",
    "  option forwardfor",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-request 10s",
    "  timeout http-keep-alive 10s",
    // A call that waited this long for a free process gets a 503 and is sent again later: under
    // overload, shedding early beats answering a minute late.
    "  timeout queue 20s",
    "  timeout check 5s",
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response response-timeout 502 503 504",
    "frontend shop",
    `  bind 127.0.0.1:${port}`,
    "  http-request set-priority-class int(1) if METH_GET { path_reg ^/v2/Cola/[0-9]+/Lugar$ }",
    // When the call came in, over whatever the client sent: the waiting room times its inside's calls
    // from here, the wait in this queue included (server/src/routes/insideLatency.ts).
    "  http-request set-header X-Request-Start %[date(0,ms)]",
    "  default_backend servers",
    "backend servers",
    "  balance leastconn",
    "  http-request disable-l7-retry unless METH_GET",
    "  option httpchk",
    "  http-check send meth GET uri /health",
    "  http-check expect status 200",
    "  default-server check inter 1s fastinter 500ms fall 3 rise 2 maxconn 64 observe layer4 error-limit 3 on-error mark-down",
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    "",
  ].join("\n")

/** One command on haproxy's admin socket; answers its text. */
const askSocket = (socket: string, command: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const connection = connect(socket)
    let answer = ""
    connection.on("data", (chunk) => (answer += chunk.toString("utf8")))
    connection.once("error", reject)
    connection.once("end", () => resolve(answer))
    connection.end(`${command}\n`)
  })

/** Starts haproxy in the foreground as a child of this process; resolves once it listens. */
export const startHaproxy = async (
  binary: string,
  port: number,
  backends: ReadonlyArray<Backend>,
): Promise<Haproxy> => {
  const dir = mkdtempSync(join(tmpdir(), "boleteria-haproxy-"))
  const config = join(dir, "haproxy.cfg")
  const statsSocket = join(dir, "admin.sock")
  writeFileSync(config, haproxyConfig(port, backends, statsSocket))
  const child = spawn(binary, ["-db", "-f", config], { stdio: ["ignore", "ignore", "pipe"] })
  let errors = ""
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  /** One column of `show stat` for each backend server. */
  const backendColumn = async (column: string): Promise<ReadonlyMap<string, string>> => {
    const csv = await askSocket(statsSocket, "show stat")
    const [header, ...rows] = csv.trim().split("\n")
    const columns = (header ?? "").replace(/^# /, "").split(",")
    const [proxy, name, value] = ["pxname", "svname", column].map((wanted) => columns.indexOf(wanted))
    const values = new Map<string, string>()
    for (const row of rows.map((line) => line.split(","))) {
      const server = row[name!]
      if (row[proxy!] === "servers" && server !== "BACKEND") values.set(server!, row[value!]!)
    }
    return values
  }
  const backendStates = () => backendColumn("status")
  const backendCalls = async () =>
    new Map([...(await backendColumn("scur"))].map(([server, calls]) => [server, Number(calls)]))
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM")
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  for (let tries = 0; !existsSync(statsSocket); tries++) {
    if (child.exitCode !== null || tries > 100) {
      await stop()
      throw new Error(`haproxy did not start:\n${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, backendStates, backendCalls, stop }
}
