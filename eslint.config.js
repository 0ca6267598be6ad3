// The lint gate of DESIGN.md "quality gates": typescript-eslint's type-checked rules on the TypeScript,
// React's hook rules on the shop and its tests, and the import boundaries of DESIGN.md's dependency
// direction (`ui → adapters → core`, `server → core`, core free of React, the DOM and Node).
import js from "@eslint/js"
import { defineConfig, globalIgnores } from "eslint/config"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import { builtinModules } from "node:module"
import tseslint from "typescript-eslint"

/** A module name restricted in some folders, and why. */
const restricted = (regex, message) => ({ regex, message })

const UI_LIBRARY = restricted(
  "^(react|react-dom|preact|vue|svelte|solid-js|lit|jquery|jsdom|happy-dom|wouter|@xstate/(react|vue|svelte|solid)|@testing-library/.+|@vanilla-extract/.+)(/|$)",
  "core runs without a UI: no React, DOM or UI library (DESIGN.md).",
)
const NODE_BUILTIN = restricted(
  `^(node:|(${builtinModules.filter((name) => !name.includes("/")).join("|")})(/|$))`,
  "core runs in browsers: Node built-ins only in core/src/cli.",
)
const EFFECT_BARREL = restricted(
  "^effect$",
  'Import effect by subpath ("effect/Schema"): the barrel costs the shop ~4x the bytes (DESIGN.md).',
)
const TEST_DOUBLES = restricted(
  "^@boleteria/server/testing(/|$)",
  "@boleteria/server/testing is the server as a test double, for tests: shipped code does not use it.",
)
/** The server's HTTP layer, by relative path: the domain returns refusals, server/src/http answers them. */
const HTTP_LAYER = restricted(
  "^(\\.{1,2}/)+(.*/)?http/",
  "The domain speaks no HTTP: return a refusal of core's contract (refusals.ts); server/src/http answers it.",
)
/** The domain and the routes, by relative path: the store is below them and knows neither. */
const ABOVE_THE_STORE = restricted(
  "^(\\.{1,2}/)+(.*/)?(domain|routes|http)/",
  "The store holds statements only: it returns rows, and the domain (server/src/domain) decides.",
)
/** SQL text, in a string or a template: statements live in server/src/store, one module per aggregate. */
const SQL_OUTSIDE_THE_STORE = ["Literal[value", "TemplateElement[value.raw"].map((node) => ({
  selector: `${node}=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/]`,
  message: "SQL lives in server/src/store (one module per aggregate); call a store function here.",
}))
/** A workspace reached by its package name, or by a relative path into its source. */
const workspaces = (names, message) => [
  restricted(`^@boleteria/(${names.join("|")})(/|$)`, message),
  restricted(`(^|/)(${names.join("|")})/src(/|$)`, message),
]
/** Another workspace's source by relative path: packages meet at their entry points. */
const sourceOf = (names) =>
  restricted(
    `^\\.{1,2}/(.*/)?(${names.join("|")})/src(/|$)`,
    "Import the package (@boleteria/…), not its source files.",
  )

/** What every server file may not import: the server depends on core only, by its package. */
const SERVER = [
  EFFECT_BARREL,
  TEST_DOUBLES,
  sourceOf(["core"]),
  ...workspaces(["adapters", "ui"], "The server depends on core only (server → core)."),
]

/**
 * Bans module names in every form a module is named: `import`, `export … from`, `import x = require(…)`
 * (no-restricted-imports), dynamic `import(…)` and `import("…")` types (no-restricted-syntax).
 */
const importBoundary = (files, restrictions, syntax = []) => ({
  files,
  rules: {
    "@typescript-eslint/no-restricted-imports": ["error", { patterns: restrictions }],
    "no-restricted-syntax": [
      "error",
      ...syntax,
      ...restrictions.flatMap(({ regex, message }) => {
        // esquery reads a regex literal up to its first "/", so slashes are written \x2F.
        const pattern = `/${regex.replaceAll("/", "\\x2F")}/`
        return [
          { selector: `ImportExpression[source.value=${pattern}]`, message },
          { selector: `TSImportType[source.value=${pattern}]`, message },
        ]
      }),
    ],
  },
})

/** Globals that exist only in a browser or in Node; core touches neither outside its CLI. */
const PLATFORM_GLOBALS = [
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "navigator",
  "process",
  "Buffer",
  "__dirname",
  "require",
]
const platformGlobalsMessage = "core runs anywhere: platform services come in through ports (DESIGN.md)."

const CORE = ["core/src/**"]
const CORE_CLI = ["core/src/cli/**"]
const OUT_OF_CORE = workspaces(["adapters", "ui", "server"], "core never imports from the other packages (DESIGN.md).")

export default defineConfig(
  globalIgnores(["**/dist/", "**/node_modules/", "data/", "coverage/"]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Files no tsconfig.json lists: vitest.config.ts (beside the solution-style root one) and the
        // declarations of ui's build scripts.
        projectService: { allowDefaultProject: ["vitest.config.ts", "ui/*.d.mts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // `const { dropped, ...rest } = value` is how the code leaves a field out of a copy.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Plain JavaScript (scripts, build files, the bin) has no types to check; it runs on Node.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts that drive Chromium pass functions to run in the page (page.evaluate).
    files: ["scripts/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["ui/src/**/*.{ts,tsx}", "tests/ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // Import boundaries. A later entry for the same files replaces an earlier one's options, so each
  // folder gets one entry with its whole list.
  importBoundary(["**/*.{ts,tsx,mts,js,mjs}"], [EFFECT_BARREL]),
  importBoundary(CORE, [UI_LIBRARY, NODE_BUILTIN, EFFECT_BARREL, ...OUT_OF_CORE]),
  importBoundary(CORE_CLI, [UI_LIBRARY, EFFECT_BARREL, ...OUT_OF_CORE]),
  importBoundary(
    ["adapters/src/**"],
    [
      EFFECT_BARREL,
      TEST_DOUBLES,
      sourceOf(["core"]),
      ...workspaces(["ui", "server"], "adapters depend on core only (ui → adapters → core)."),
    ],
  ),
  importBoundary(
    ["ui/src/**"],
    [
      EFFECT_BARREL,
      TEST_DOUBLES,
      sourceOf(["core", "adapters"]),
      ...workspaces(["server"], "The shop talks to the server over HTTP only."),
    ],
  ),
  importBoundary(["server/src/**"], SERVER, SQL_OUTSIDE_THE_STORE),
  importBoundary(["server/src/domain/**"], [...SERVER, HTTP_LAYER], SQL_OUTSIDE_THE_STORE),
  importBoundary(["server/src/store/**"], [...SERVER, ABOVE_THE_STORE]),
  // The schema's migrations and seed, and the test double's resets, speak SQL too.
  importBoundary(["server/src/db/**", "server/src/testing/**"], SERVER),
  {
    files: CORE,
    ignores: CORE_CLI,
    rules: {
      "no-restricted-globals": [
        "error",
        ...PLATFORM_GLOBALS.map((name) => ({ name, message: platformGlobalsMessage })),
      ],
      "no-restricted-properties": [
        "error",
        ...PLATFORM_GLOBALS.map((property) => ({ object: "globalThis", property, message: platformGlobalsMessage })),
      ],
    },
  },
  {
    // Test files share their worker's modules (vitest.config.ts): a mocked module would reach the
    // files run after. Count calls on the project's own parts instead (countingSandbox).
    files: ["tests/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock"].map((property) => ({
          object: "vi",
          property,
          message: "files here share their modules with the next ones: pass the part a test counts, do not mock it",
        })),
      ],
    },
  },
)
