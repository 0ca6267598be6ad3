import type { TestProject } from "vitest/node"
import { removeRunFolder } from "../../e2e/support/onceAcrossWorkers.js"
import { startPostgresCluster, type PostgresCluster } from "../../../scripts/lib/postgresCluster.js"

let cluster: PostgresCluster | null = null

/** One PostgreSQL cluster for the whole run; each server test file makes its own database in it. */
export const setup = async (project: TestProject) => {
  cluster = await startPostgresCluster()
  project.provide("postgresUrl", cluster?.url ?? "")
  project.provide("postgresBinDir", cluster?.binDir ?? "")
}

export const teardown = () => {
  cluster?.stop()
  // The workers are this process's children: their run's folder is named after it.
  removeRunFolder(process.pid)
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Empty when PostgreSQL is not available here (never under CI=true). */
    postgresUrl: string
    postgresBinDir: string
  }
}
