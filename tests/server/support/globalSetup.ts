import type { TestProject } from "vitest/node"
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
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Empty when PostgreSQL is not available here (never under CI=true). */
    postgresUrl: string
    postgresBinDir: string
  }
}
