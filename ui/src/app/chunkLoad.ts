/**
 * A piece of the shop that is loaded on demand (a route group, the seat map, a language) and did
 * not arrive: its request failed (a 404 after a new deploy, a dropped connection) or it did not
 * settle within the tenant's `chunkLoadTimeoutMs` (SPEC §8). Reloading the page is the way out.
 */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError"
}

/**
 * Runs `importer` (a dynamic `import()`) and answers its module, or fails with a ChunkLoadError:
 * at once when the import rejects, after `timeoutMs` when it has not settled by then. A module
 * that arrives after the timeout is ignored: the shopper has already been offered a reload.
 */
export const loadChunk = <Module>(importer: () => Promise<Module>, timeoutMs: number): Promise<Module> =>
  new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)), timeoutMs)
    importer().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError("chunk failed to load", { cause }))
      },
    )
  })
