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

/**
 * Longest files first, so that the last file to start is a short one and both workers finish
 * together: by the previous run's duration when vitest kept it, else by GUESSED_MS. Vitest's own
 * order falls back to the larger file first, which leaves a minute-long file to run alone at the end.
 */
export class SlowFilesFirst extends BaseSequencer {
  override sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const expectedMs = (file: TestSpecification): number => {
      const path = relative(this.ctx.config.root, file.moduleId)
      const last = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`)
      if (last !== undefined) return last.duration
      return GUESSED_MS.find(([pattern]) => pattern.test(path))?.[1] ?? OTHER_FILE_MS
    }
    return Promise.resolve([...files].sort((a, b) => expectedMs(b) - expectedMs(a)))
  }
}
