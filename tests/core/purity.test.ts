import { ESLint, Linter } from "eslint"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import tseslint from "typescript-eslint"
import { describe, expect, it } from "vitest"

// The import boundaries (core without React, the DOM or Node; ui → adapters → core, server → core) are
// lint rules in eslint.config.js, run by `npm run lint` over the whole tree. These tests hold the
// config to them, and check what lint cannot see: core's manifest.

const ROOT = fileURLToPath(new URL("../../", import.meta.url))

const BOUNDARY_RULES = [
  "@typescript-eslint/no-restricted-imports",
  "no-restricted-syntax",
  "no-restricted-globals",
  "no-restricted-properties",
]

const eslint = new ESLint({ cwd: ROOT })

/** What eslint.config.js's boundary rules, as configured for `file`, report in `source`: "line rule". */
const boundaryFindings = async (file: string, source: string): Promise<Array<string>> => {
  const path = join(ROOT, file)
  const { rules } = (await eslint.calculateConfigForFile(path)) as { rules: Linter.RulesRecord }
  const boundaryRules = Object.fromEntries(
    BOUNDARY_RULES.filter((rule) => rule in rules).map((rule) => [rule, rules[rule]!]),
  )
  const messages = new Linter({ cwd: ROOT }).verify(
    source,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        plugins: { "@typescript-eslint": tseslint.plugin },
        rules: boundaryRules,
      },
    ],
    path,
  )
  return messages.map((message) => `${message.line} ${message.ruleId ?? message.message}`)
}

const lines = (...source: Array<string>) => source.join("\n")
const IMPORTS = "@typescript-eslint/no-restricted-imports"
const DYNAMIC = "no-restricted-syntax"

describe("the import boundaries in eslint.config.js", () => {
  it("keep React, Node built-ins, the effect barrel and the other packages out of core, in every import form", async () => {
    const source = lines(
      `import { useState } from "react"`,
      `import { createRoot } from "react-dom/client"`,
      `import { useMachine } from "@xstate/react"`,
      `import { readFileSync } from "node:fs"`,
      `import * as path from "path"`,
      `export { promisify } from "util"`,
      `import { Effect } from "effect"`,
      `const lazy = () => import("crypto")`,
      `import os = require("os")`,
      `type Url = import("url").URL`,
      `import { makeHttpApi } from "@boleteria/adapters"`,
      `import { App } from "../../../ui/src/main.js"`,
      `import type { Deps } from "@boleteria/server"`,
      `import * as Schema from "effect/Schema"`,
      `import { setup } from "xstate"`,
      `import { Id } from "./common.js"`,
    )
    expect(await boundaryFindings("core/src/rules/sample.ts", source)).toEqual([
      `1 ${IMPORTS}`,
      `2 ${IMPORTS}`,
      `3 ${IMPORTS}`,
      `4 ${IMPORTS}`,
      `5 ${IMPORTS}`,
      `6 ${IMPORTS}`,
      `7 ${IMPORTS}`,
      `8 ${DYNAMIC}`,
      `9 ${IMPORTS}`,
      `10 ${DYNAMIC}`,
      `11 ${IMPORTS}`,
      `12 ${IMPORTS}`,
      `13 ${IMPORTS}`,
    ])
  })

  it("let core's CLI use Node, and nothing else that core may not", async () => {
    const source = lines(
      `import { readFileSync } from "node:fs"`,
      `import { Effect } from "effect"`,
      `import { useState } from "react"`,
      `const env = process.env`,
    )
    expect(await boundaryFindings("core/src/cli/sample.ts", source)).toEqual([`2 ${IMPORTS}`, `3 ${IMPORTS}`])
  })

  it("catch DOM and Node globals in core, but not property names or local names", async () => {
    const source = lines(
      `const stored = localStorage.getItem("token")`,
      `const width = window.innerWidth`,
      `const env = process.env.NODE_ENV`,
      `const bytes = Buffer.from("x")`,
      `const here = __dirname`,
      `const fs = require("fs")`,
      `const store = globalThis.sessionStorage`,
      `const language = navigator.language`,
      `document.title = "x"`,
      `// like localStorage, shared by every tab; see window.open`,
      `const port = { window: 1, document: "x" }`,
      `const read = port.window + port.document`,
      `interface Shape { readonly navigator: string }`,
      `const total = (process: { total: number }) => process.total`,
      `const kept = { localStorage }`,
    )
    expect(await boundaryFindings("core/src/rules/sample.ts", source)).toEqual([
      "1 no-restricted-globals",
      "2 no-restricted-globals",
      "3 no-restricted-globals",
      "4 no-restricted-globals",
      "5 no-restricted-globals",
      "6 no-restricted-globals",
      "7 no-restricted-properties",
      "8 no-restricted-globals",
      "9 no-restricted-globals",
      "15 no-restricted-globals",
    ])
  })

  it("point the packages one way: ui → adapters → core, server → core, through their entry points", async () => {
    const crossings = lines(
      `import { Api } from "@boleteria/core"`,
      `import { makeHttpApi } from "@boleteria/adapters"`,
      `import { App } from "@boleteria/ui"`,
      `import { startServer } from "@boleteria/server"`,
      `import { createTestServer } from "@boleteria/server/testing"`,
      `import { TenantConfig } from "../../../core/src/index.js"`,
      `import { App } from "../../../ui/src/main.js"`,
    )
    // The server's test double breaks two rules outside the server: a test double, and another package.
    expect(await boundaryFindings("adapters/src/browser/sample.ts", crossings)).toEqual([
      `3 ${IMPORTS}`,
      `4 ${IMPORTS}`,
      `5 ${IMPORTS}`,
      `5 ${IMPORTS}`,
      `6 ${IMPORTS}`,
      `7 ${IMPORTS}`,
    ])
    expect(await boundaryFindings("ui/src/app/sample.ts", crossings)).toEqual([
      `4 ${IMPORTS}`,
      `5 ${IMPORTS}`,
      `5 ${IMPORTS}`,
      `6 ${IMPORTS}`,
    ])
    expect(await boundaryFindings("server/src/http/sample.ts", crossings)).toEqual([
      `2 ${IMPORTS}`,
      `3 ${IMPORTS}`,
      `5 ${IMPORTS}`,
      `6 ${IMPORTS}`,
      `7 ${IMPORTS}`,
    ])
  })
})

const UI_PACKAGE =
  /^(react|react-dom|preact|vue|svelte|solid-js|lit|jquery|jsdom|happy-dom|wouter|@types\/(react|react-dom|jsdom)|@xstate\/(react|vue|svelte|solid)|@testing-library\/.+|@vanilla-extract\/.+)$/

const findUiDependencies = (manifest: Record<string, unknown>): Array<string> =>
  ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"].flatMap((field) =>
    Object.keys((manifest[field] ?? {}) as Record<string, string>)
      .filter((name) => UI_PACKAGE.test(name))
      .map((name) => `${field} lists "${name}"`),
  )

describe("core's manifest (a package.json lint does not read)", () => {
  it("the check catches UI packages in any dependency list", () => {
    const manifest = {
      dependencies: { effect: "4.1.0", react: "19.0.0" },
      peerDependencies: { "@xstate/react": "6.0.0" },
      devDependencies: { "@testing-library/react": "16.0.0", "happy-dom": "18.0.0", vitest: "4.1.12" },
    }
    expect(findUiDependencies(manifest)).toEqual([
      `dependencies lists "react"`,
      `devDependencies lists "@testing-library/react"`,
      `devDependencies lists "happy-dom"`,
      `peerDependencies lists "@xstate/react"`,
    ])
  })

  it("depends on no React, DOM or UI package", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "core", "package.json"), "utf8")) as Record<string, unknown>
    expect(findUiDependencies(manifest)).toEqual([])
  })
})
