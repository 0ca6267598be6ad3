import { removeRunFolder } from "../e2e/support/onceAcrossWorkers.js"

/**
 * The run's folder (what onceAcrossWorkers made: the shop build, the database snapshots) goes when
 * the run ends, so the runs of a busy day do not pile up in tmp. The workers are this process's
 * children: their run's folder is named after it.
 */
export const teardown = (): void => removeRunFolder(process.pid)
