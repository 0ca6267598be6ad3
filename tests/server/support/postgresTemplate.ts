import type { Database } from "../../../server/src/db/database.js"
import { migrate } from "../../../server/src/db/migrate.js"
import { openPostgres } from "../../../server/src/db/postgres.js"
import { seedIfEmpty } from "../../../server/src/db/seed.js"
import type { PasswordCost } from "../../../server/src/security/passwords.js"
import { onceAcrossWorkers } from "../../e2e/support/onceAcrossWorkers.js"

const FIXTURES = new URL("../../../fixtures", import.meta.url).pathname
/** The cluster is the run's own (globalSetup.ts), so one fixed name is enough. */
const TEMPLATE = "boleteria_seeded"

const databaseUrl = (clusterUrl: string, name: string) => clusterUrl.replace(/\/postgres$/, `/${name}`)

/**
 * Migrates and seeds one database of the cluster once per test run (in the first worker that asks;
 * the others wait), to be copied by CREATE DATABASE … TEMPLATE: a file copy inside PostgreSQL,
 * instead of 18 migrations and the seed per test server. No connection to it stays open, as copying needs.
 */
const seededTemplate = (clusterUrl: string, seedAt: number, passwordCost: PasswordCost): Promise<string> =>
  onceAcrossWorkers("postgres-template", async () => {
    const admin = await openPostgres(clusterUrl, 1)
    try {
      await admin.query(`CREATE DATABASE ${TEMPLATE}`)
    } finally {
      await admin.close()
    }
    const template = await openPostgres(databaseUrl(clusterUrl, TEMPLATE), 1)
    try {
      await migrate(template)
      await seedIfEmpty(template, seedAt, FIXTURES, passwordCost)
    } finally {
      await template.close()
    }
    return TEMPLATE
  })

let databaseCounter = 0

/**
 * A new database of the cluster at `clusterUrl` holding the migrated fixtures seeded at `seedAt`. It
 * is migrated again on open, so a migration added while a run goes on still applies.
 */
export const openSeededPostgres = async (
  clusterUrl: string,
  seed: { readonly seedAt: number; readonly passwordCost: PasswordCost },
  poolSize: number,
): Promise<Database> => {
  const template = await seededTemplate(clusterUrl, seed.seedAt, seed.passwordCost)
  const name = `boleteria_${process.pid}_${Date.now()}_${++databaseCounter}`
  const admin = await openPostgres(clusterUrl, 1)
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  } finally {
    await admin.close()
  }
  const db = await openPostgres(databaseUrl(clusterUrl, name), poolSize)
  await migrate(db)
  return db
}
