import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    // Tests and the server run core from source; the published package is core/dist.
    alias: { "@boleteria/core": fileURLToPath(new URL("./core/src/index.ts", import.meta.url)) },
  },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["tests/server/support/globalSetup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
