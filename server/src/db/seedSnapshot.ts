import { createHash } from "node:crypto"
import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { MIGRATIONS, migrate } from "./migrate.js"
import { openPglite } from "./pglite.js"
import { seedUndated } from "./seed.js"

// The snapshot is a PGlite data dir (~60 MB), remade whenever a migration, the catalogue or this code
// changes: it is built (build.mjs's seed part), never committed. A copy of the folder opens as fast as
// a restart; loading a dumped tar instead (PGlite's loadDataDir) took 3 times as long.
const DATA = "pglite"
const KEY = "key.txt"
/** This module's folder: the seed code that made the snapshot and that dates it at the first start. */
const SEED_CODE = dirname(fileURLToPath(import.meta.url))

/** Every file under `root`, by its path from `root`, sorted. */
const filesUnder = (root: string, path = ""): ReadonlyArray<string> =>
  statSync(join(root, path)).isDirectory()
    ? readdirSync(join(root, path))
        .sort()
        .flatMap((name) => filesUnder(root, join(path, name)))
    : [path]

/** What a snapshot is made of: the migrations, the catalogue files and the seed code, by path and bytes. */
const keyOf = (fixturesDir: string): string => {
  const hash = createHash("sha256")
  for (const root of [MIGRATIONS, join(fixturesDir, "catalog"), SEED_CODE])
    for (const file of filesUnder(root))
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(root, file)))
        .update("\0")
  return hash.digest("hex")
}

/**
 * A migrated PGlite in `dir` holding `<fixturesDir>/catalog` but what is dated (seedIfEmpty dates it
 * at the first start): a copy of it skips initdb, the migrations and most of the seed.
 */
export const writeSeedSnapshot = async (dir: string, fixturesDir: string): Promise<void> => {
  mkdirSync(dir, { recursive: true })
  const db = await openPglite(join(dir, DATA))
  try {
    await migrate(db)
    await seedUndated(db, fixturesDir)
  } finally {
    await db.close()
  }
  writeFileSync(join(dir, KEY), keyOf(fixturesDir))
}

/**
 * Makes `dataDir` a copy of the snapshot in `dir` when `dataDir` does not exist yet and the snapshot is
 * of these migrations, this catalogue and this code; answers whether it did. A copy cut short (the
 * process stopped) never becomes `dataDir`.
 */
export const copySeedSnapshot = (dir: string, fixturesDir: string, dataDir: string): boolean => {
  const keyFile = join(dir, KEY)
  if (existsSync(dataDir) || !existsSync(keyFile) || readFileSync(keyFile, "utf8") !== keyOf(fixturesDir)) return false
  const partial = `${dataDir}.partial`
  rmSync(partial, { recursive: true, force: true })
  // A copy-on-write clone where the file system can (btrfs, XFS, APFS): no bytes copied.
  cpSync(join(dir, DATA), partial, { recursive: true, mode: constants.COPYFILE_FICLONE })
  renameSync(partial, dataDir)
  return true
}
