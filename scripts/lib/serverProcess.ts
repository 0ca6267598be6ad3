import { fork, type ChildProcess } from "node:child_process"
import { fileURLToPath, pathToFileURL } from "node:url"

export interface ServerProcess {
  readonly name: string
  readonly port: number
  readonly pid: number
  /** SIGKILL: the process dies mid-call, as a crashed one does. */
  readonly kill: () => Promise<void>
  /** SIGTERM: in-flight calls finish, then it exits. */
  readonly stop: () => Promise<void>
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
export const BUILT_SERVER = `${ROOT}server/dist/main.js`
export const SOURCE_SERVER = `${ROOT}server/src/main.ts`
const STARTUP_MS = 90_000

/**
 * The serverEntry.mjs of the tree `entry` is in: a copy of another commit (bench-purchases'
 * reference) runs with its own loader, which reads that copy's core.
 */
const launcherOf = (entry: string) => fileURLToPath(new URL("../../scripts/lib/serverEntry.mjs", pathToFileURL(entry)))

/** Whether GET /health answers 200 (the process is up and its database answers). */
const isHealthy = async (port: number): Promise<boolean> => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  )

/**
 * Forks one server (main.ts, as `npm start` runs it) on 127.0.0.1:`port` with `env` on top of
 * this process's environment; resolves once its /health answers 200.
 */
export const startServerProcess = async (options: {
  readonly name: string
  readonly entry: string
  readonly port: number
  readonly env: Readonly<Record<string, string>>
  /** Where its request log goes: this terminal, or nowhere (a storm writes a line per call). */
  readonly output: "inherit" | "ignore"
  readonly execArgv?: ReadonlyArray<string>
}): Promise<ServerProcess> => {
  const child = fork(launcherOf(options.entry), [options.entry], {
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: "127.0.0.1" },
    execArgv: [...(options.execArgv ?? [])],
    stdio: [options.output === "inherit" ? "inherit" : "ignore", options.output, "inherit", "ipc"],
  })
  const exited = exitOf(child)
  const send = async (signal: NodeJS.Signals) => {
    // Waiting for the exit must keep this process alive (the child was unref'd once started).
    child.ref()
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const started = Date.now()
  while (!(await isHealthy(options.port))) {
    if (child.exitCode !== null || Date.now() - started > STARTUP_MS) {
      await send("SIGKILL")
      throw new Error(`server ${options.name} did not start (exit code ${child.exitCode})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  // The IPC channel only tells the child when this process dies; it must not keep this one alive.
  child.unref()
  child.channel?.unref()
  return {
    name: options.name,
    port: options.port,
    pid: child.pid!,
    kill: () => send("SIGKILL"),
    stop: () => send("SIGTERM"),
  }
}
