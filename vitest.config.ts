import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { SlowFilesFirst } from "./tests/support/slowFilesFirst.js"
import { localeSlicesVitePlugin } from "./ui/localeSlices.mjs"

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const ALL_TESTS = ["tests/**/*.test.ts", "tests/**/*.test.tsx"]
/** Files that need modules no file before them loaded (a lazy page's first load): a process each. */
const ISOLATED = ["tests/ui/info/about.test.tsx"]

export default defineConfig({
  plugins: [vanillaExtractPlugin(), localeSlicesVitePlugin()],
  resolve: {
    // Tests, the server and the shop run core and adapters from source; the published packages are their dist.
    alias: {
      // The more specific subpath first: the aliases are tried in order and match by prefix.
      "@boleteria/server/testing": source("./server/src/testing/index.ts"),
      "@boleteria/core/http": source("./core/src/http/index.ts"),
      "@boleteria/core": source("./core/src/index.ts"),
      "@boleteria/adapters": source("./adapters/src/index.ts"),
    },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/support/runFolder.ts"],
    setupFiles: ["tests/support/locales.ts", "tests/ui/support/eachFile.ts"],
    // Vitest's default is one file less than the CPUs: one at a time on CI's 2 cores. Most files
    // wait part of their time on a browser, a server or a database (with two workers the cores stood
    // idle a quarter of the run), so three side by side keep both cores busy.
    maxWorkers: 3,
    // The longest files start first, so the run does not end on one of them alone.
    sequence: { sequencer: SlowFilesFirst },
    // A spy, a stubbed global or variable goes with its test: the next file may share the module.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: ALL_TESTS,
          exclude: ISOLATED,
          // The PostgreSQL cluster of the server and contract tests.
          globalSetup: ["tests/server/support/globalSetup.ts"],
          // A file no longer loads core, the server, the shop and effect again in a new process of
          // its own: that was half the suite's CPU. The files of a worker share its modules, which is
          // safe as each starts its own servers and browsers (databases are put back between
          // tests), mocks no module (eslint forbids vi.mock in tests/), puts back any environment
          // variable it sets, and registers its hooks per file (tests/ui/support/eachFile.ts).
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
})
