import { readFileSync } from "node:fs"
import { relative } from "node:path"
import { BaseSequencer, type TestSpecification } from "vitest/node"

/**
 * What a file takes, when no earlier run on this machine says (a clean clone, as CI): the fuzz, a
 * browser test with its shop servers, a package build, a test over real HTTP with its servers.
 */
const GUESSED_MS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^tests\/server\/fuzz\.test\.ts$/, 60_000],
  [/^tests\/e2e\//, 20_000],
  [/^tests\/(package\/|adapters\/httpApi\.contract)/, 20_000],
  [/^tests\/server\//, 10_000],
  [/^tests\/adapters\/.*(externalLogin|refusalParity)/, 8_000],
]
const OTHER_FILE_MS = 1_000

/** The environment a file asks for in its docblock (`// @vitest-environment happy-dom`), else the config's. */
const environmentOf = (file: TestSpecification): string =>
  /@vitest-environment\s+(\S+)/u.exec(readFileSync(file.moduleId, "utf8").slice(0, 500))?.[1] ??
  file.project.config.environment

/**
 * Files of one environment together, the longest first, so that the last file to start is a short
 * one and the workers finish together: by the previous run's duration when vitest kept it, else by
 * GUESSED_MS. Vitest's own order falls back to the larger file first, which leaves a minute-long
 * file to run alone at the end. A worker that keeps its modules (vitest.config.ts) keeps them only
 * while the next file asks for its environment: mixed, the node and DOM files would each load them again.
 */
export class SlowFilesFirst extends BaseSequencer {
  override sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const expectedMs = (file: TestSpecification): number => {
      const path = relative(this.ctx.config.root, file.moduleId)
      const last = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`)
      if (last !== undefined) return last.duration
      return GUESSED_MS.find(([pattern]) => pattern.test(path))?.[1] ?? OTHER_FILE_MS
    }
    const sorted = files.map((file) => ({ file, environment: environmentOf(file), ms: expectedMs(file) }))
    // The node files first: the longest files (browsers, the fuzz, the package) are among them.
    const rank = (environment: string) => (environment === "node" ? 0 : 1)
    sorted.sort((a, b) => rank(a.environment) - rank(b.environment) || b.ms - a.ms)
    return Promise.resolve(sorted.map(({ file }) => file))
  }
}
