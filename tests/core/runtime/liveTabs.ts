import { afterEach, beforeEach } from "vitest"
import { startServerOnManualClock } from "../../support/inProcessServer.js"

type ServerOnManualClock = Awaited<ReturnType<typeof startServerOnManualClock>>

/**
 * Each test of the file its own server on a manual clock (the server's clock too), opened in a hook:
 * a busy machine may take longer than a test's time to open one. The tabs a test `keep`s are stopped
 * after it, then the server is closed.
 */
export const serverPerTest = (options?: Parameters<typeof startServerOnManualClock>[0]) => {
  let world: ServerOnManualClock | undefined
  const running: Array<{ readonly stop: () => void }> = []
  beforeEach(async () => {
    world = await startServerOnManualClock(options)
  })
  afterEach(async () => {
    for (const tab of running.splice(0)) tab.stop()
    await world?.server.close()
  })
  return {
    /** The running test's server and clock. */
    current: (): ServerOnManualClock => {
      if (world === undefined) throw new Error("no server: serverPerTest's hooks run around a test")
      return world
    },
    keep: <Tab extends { readonly stop: () => void }>(tab: Tab): Tab => {
      running.push(tab)
      return tab
    },
  }
}
