import type { Database } from "../db/database.js"
import { migrate } from "../db/migrate.js"
import { dumpablePglite, openPglite } from "../db/pglite.js"
import { seedIfEmpty } from "../db/seed.js"
import type { PasswordCost } from "../security/passwords.js"

/** What a seeded database holds: the migrations, then the catalogue files of `fixturesDir` seeded at `seedAt`. */
export interface SeedRecipe {
  readonly fixturesDir: string
  readonly seedAt: number
  /** How customers' passwords (the demo customers') are hashed: tests use a cheap cost. */
  readonly passwordCost: PasswordCost
  /** What a test run adds to the seeded data before the dump (a customer every test of a suite has). */
  readonly prepare?: (db: Database) => Promise<void>
}

/** A migrated and seeded PGlite's data dir, as a tar: opening a copy skips initdb, the migrations and the seed. */
export const seededSnapshot = async (recipe: SeedRecipe): Promise<Blob> => {
  const { db, dump } = await dumpablePglite()
  try {
    await migrate(db)
    await seedIfEmpty(db, recipe.seedAt, recipe.fixturesDir, recipe.passwordCost)
    await recipe.prepare?.(db)
    return await dump()
  } finally {
    await db.close()
  }
}

/** Snapshots made in this process, by recipe: the second server of a recipe opens in a fraction of the first's time. */
const snapshots = new Map<string, Promise<Blob>>()

const keyOf = (recipe: SeedRecipe): string =>
  JSON.stringify([
    recipe.fixturesDir,
    recipe.seedAt,
    recipe.passwordCost.memoryCost,
    recipe.passwordCost.timeCost,
    recipe.passwordCost.parallelism,
  ])

/**
 * A fresh in-memory PGlite holding `recipe`'s data, opened from `snapshot` when given (a test run
 * makes one for all its workers), else from one this process makes once. It is migrated again on
 * open, so a migration newer than the snapshot still applies.
 */
export const openSeededPglite = async (recipe: SeedRecipe, snapshot?: Blob): Promise<Database> => {
  let dump = snapshot === undefined ? snapshots.get(keyOf(recipe)) : Promise.resolve(snapshot)
  if (dump === undefined) {
    dump = seededSnapshot(recipe)
    snapshots.set(keyOf(recipe), dump)
    // A failed seeding is not kept: the next server tries again.
    dump.catch(() => snapshots.delete(keyOf(recipe)))
  }
  const db = await openPglite(undefined, await dump)
  await migrate(db)
  return db
}
