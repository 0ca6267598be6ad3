import { ESLint, Linter } from "eslint"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import tseslint from "typescript-eslint"
import { describe, expect, it } from "vitest"

// The server's domain returns refusals of core's contract as values; server/src/http alone turns one
// into a status and an answer (issue 23). eslint.config.js holds that boundary: these fixtures,
// linted as if they were files of the domain, show the rule fails one that crosses it.

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const IMPORTS = "@typescript-eslint/no-restricted-imports"
const DYNAMIC = "no-restricted-syntax"

const eslint = new ESLint({ cwd: ROOT })

/** What the import rules configured for `file` report in `source`, as "line rule". */
const importFindings = async (file: string, source: string): Promise<Array<string>> => {
  const path = join(ROOT, file)
  const { rules } = (await eslint.calculateConfigForFile(path)) as { rules: Linter.RulesRecord }
  const messages = new Linter({ cwd: ROOT }).verify(
    source,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tseslint.parser },
        plugins: { "@typescript-eslint": tseslint.plugin },
        rules: { [IMPORTS]: rules[IMPORTS]!, [DYNAMIC]: rules[DYNAMIC]! },
      },
    ],
    path,
  )
  return messages.map((message) => `${message.line} ${message.ruleId ?? message.message}`)
}

const lines = (...source: Array<string>) => source.join("\n")

describe("the domain's boundary in eslint.config.js", () => {
  it("fails a domain file that reaches server/src/http, in every import form and from any depth", async () => {
    const fixture = lines(
      'import { notFound } from "../../http/problems.js"',
      'export { requireCustomer } from "../../http/auth.js"',
      'import type { ServerHandlers } from "../http/endpointRoutes.js"',
      'const late = () => import("../../http/problems.js")',
      'type Late = import("../../http/problems.js").HttpProblem',
    )
    expect(await importFindings("server/src/domain/process/fixture.ts", fixture)).toEqual([
      `1 ${IMPORTS}`,
      `2 ${IMPORTS}`,
      `3 ${IMPORTS}`,
      `4 ${DYNAMIC}`,
      `5 ${DYNAMIC}`,
    ])
    expect(await importFindings("server/src/domain/fixture.ts", fixture)).toHaveLength(5)
  })

  it("lets the domain import core, the database and its own folders, and keeps the server's other boundaries", async () => {
    const allowed = lines(
      'import { isRefusal, PurchaseNotFound } from "@boleteria/core"',
      'import type { Queryable } from "../../db/database.js"',
      'import { refusingTransaction } from "../transaction.js"',
      'import { request } from "node:http"',
    )
    expect(await importFindings("server/src/domain/process/fixture.ts", allowed)).toEqual([])
    // The rule for the domain does not drop what every server file is held to.
    expect(await importFindings("server/src/domain/fixture.ts", 'import { Api } from "@boleteria/adapters"')).toEqual([
      `1 ${IMPORTS}`,
    ])
  })

  it("leaves the HTTP layer and the routes free to speak HTTP", async () => {
    const routes = 'import { problemOf } from "../http/endpointRoutes.js"'
    expect(await importFindings("server/src/routes/fixture.ts", routes)).toEqual([])
  })
})

describe("SQL in its store (eslint.config.js)", () => {
  const statements = lines(
    'const row = await tx.query("SELECT id FROM orders WHERE id = $1", [id])',
    "const written = await tx.query(`",
    "  UPDATE orders SET state = 'WITHDRAWN' WHERE id = $1`, [id])",
    'const words = "Selecting seats; update the cart"',
  )

  it("fails SQL text, in a string or a template, in the domain, a route or the HTTP layer", async () => {
    for (const file of ["server/src/domain/orders.ts", "server/src/routes/fixture.ts", "server/src/http/fixture.ts"])
      expect(await importFindings(file, statements), file).toEqual([`1 ${DYNAMIC}`, `2 ${DYNAMIC}`])
  })

  it("lets the store, the migrations and the seed hold it", async () => {
    for (const file of ["server/src/store/orders/fixture.ts", "server/src/db/fixture.ts"])
      expect(await importFindings(file, statements), file).toEqual([])
  })

  it("keeps the store below the domain: a store file imports neither the domain, nor the routes, nor HTTP", async () => {
    const upward = lines(
      'import { createOrder } from "../../domain/orders.js"',
      'import type { Routes } from "../../routes/index.js"',
      'const late = () => import("../../http/problems.js")',
      'import type { Queryable } from "../../db/database.js"',
      'import { firstRow } from "../rows.js"',
    )
    expect(await importFindings("server/src/store/orders/fixture.ts", upward)).toEqual([
      `1 ${IMPORTS}`,
      `2 ${IMPORTS}`,
      `3 ${DYNAMIC}`,
    ])
  })
})
