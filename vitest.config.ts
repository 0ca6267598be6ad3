import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { SlowFilesFirst } from "./tests/support/slowFilesFirst.js"
import { localeSlicesVitePlugin } from "./ui/localeSlices.mjs"

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  plugins: [vanillaExtractPlugin(), localeSlicesVitePlugin()],
  resolve: {
    // Tests, the server and the shop run core and adapters from source; the published packages are their dist.
    alias: {
      // The more specific subpath first: the aliases are tried in order and match by prefix.
      "@boleteria/server/testing": source("./server/src/testing/index.ts"),
      "@boleteria/core": source("./core/src/index.ts"),
      "@boleteria/adapters": source("./adapters/src/index.ts"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["tests/server/support/globalSetup.ts"],
    setupFiles: ["tests/support/locales.ts"],
    // Vitest's default is one file less than the CPUs: one at a time on CI's 2 cores. Most files
    // wait part of their time on a browser, a server or a database (with two workers the cores stood
    // idle a quarter of the run), so three side by side keep both cores busy.
    maxWorkers: 3,
    // The longest files start first, so the run does not end on one of them alone.
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
