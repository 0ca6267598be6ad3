import { readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import {
  keepSeedCopy,
  openSeededPglite as openPgliteCopy,
  resettable,
  seededSnapshot,
  type ResettableDatabase,
} from "@boleteria/server/testing"
import type { Database } from "../../../server/src/db/database.js"
import type { PasswordCost } from "../../../server/src/security/passwords.js"
import { onceAcrossWorkers } from "../../e2e/support/onceAcrossWorkers.js"

// A path, not `new URL("…", import.meta.url)`: the shop's component tests (happy-dom) rewrite that form into an http: URL.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "fixtures")

/** What a snapshot holds: the migrations, then the fixtures seeded at `seedAt` with logins hashed at `passwordCost`, then what `prepare` adds. */
interface SnapshotRecipe {
  readonly name: string
  readonly seedAt: number
  readonly passwordCost: PasswordCost
  /** Data added after the seed, before the dump: every copy then holds it. */
  readonly prepare?: (db: Database) => Promise<void>
}

/**
 * Migrates and seeds a PGlite once per test run (in the first worker that asks; the others wait) and
 * leaves its data dir as a tar file in the run's folder. Each test server then opens a copy: about a
 * quarter of the time of initdb, 18 migrations and the seed, which every server used to pay.
 */
const snapshotFile = (recipe: SnapshotRecipe): Promise<string> =>
  onceAcrossWorkers(`pglite-${recipe.name}`, async (runDir) => {
    const snapshot = await seededSnapshot({
      fixturesDir: FIXTURES,
      seedAt: recipe.seedAt,
      passwordCost: recipe.passwordCost,
      ...(recipe.prepare === undefined ? {} : { prepare: recipe.prepare }),
    })
    const file = join(runDir, `pglite-${recipe.name}.tar`)
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()))
    return file
  })

/** Read once per worker and file; PGlite copies the dump into its own memory on each open. */
const dumps = new Map<string, Promise<Blob>>()

/**
 * A fresh in-memory PGlite holding `recipe`'s migrated and seeded data. It is migrated again on
 * open, so a migration added while a run goes on still applies.
 */
export const openSeededPglite = async (recipe: SnapshotRecipe): Promise<Database> => {
  let dump = dumps.get(recipe.name)
  if (dump === undefined) {
    dump = snapshotFile(recipe).then((file) => new Blob([readFileSync(file)]))
    dumps.set(recipe.name, dump)
  }
  return openPgliteCopy({ fixturesDir: FIXTURES, ...recipe }, await dump)
}

/**
 * The worker's one resettable copy of `recipe`'s snapshot, opened on first use: the servers of its
 * files take turns on it, each putting it back to its seeded state first (a reset writes back only
 * what the last test changed), which costs a fraction of opening a copy. A worker that keeps its
 * modules (vitest.config.ts) keeps it for all its files; it goes with the worker.
 */
export const workerResettableDatabase = (recipe: SnapshotRecipe): (() => Promise<ResettableDatabase>) => {
  // A snapshot of its own, its seed copy kept before the dump: each copy opens resettable at once.
  const withSeedCopy: SnapshotRecipe = {
    ...recipe,
    name: `${recipe.name}-resettable`,
    prepare: async (db) => {
      await recipe.prepare?.(db)
      await keepSeedCopy(db)
    },
  }
  let opened: Promise<ResettableDatabase> | null = null
  const open = () => {
    const opening = openSeededPglite(withSeedCopy).then(resettable)
    // A failed opening is not kept: the next file tries again.
    opening.catch(() => (opened = null))
    return opening
  }
  return () => (opened ??= open())
}
