import { readdirSync, readFileSync } from "node:fs"
import { builtinModules } from "node:module"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const CORE = join(ROOT, "core")
const CORE_SRC = join(CORE, "src")
// The boleteria-replay command reads log files from disk, so it alone may use Node.
const NODE_ALLOWED_UNDER = join(CORE_SRC, "cli")

const DOM_AND_NODE_GLOBALS = new Set([
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "navigator",
  "process",
  "Buffer",
  "__dirname",
  "require",
])

const UI_PACKAGE = /^(react|react-dom|preact|vue|svelte|solid-js|lit|jquery|jsdom|happy-dom|wouter|@types\/(react|react-dom|jsdom)|@xstate\/(react|vue|svelte|solid)|@testing-library\/.+|@vanilla-extract\/.+)$/

interface Finding {
  readonly file: string
  readonly line: number
  readonly problem: string
}

const isReactImport = (specifier: string): boolean =>
  /^(react|react-dom)(\/|$)/.test(specifier) || /^@xstate\/react(\/|$)/.test(specifier)

const isNodeBuiltin = (specifier: string): boolean =>
  specifier.startsWith("node:") ||
  builtinModules.includes(specifier) ||
  builtinModules.includes(specifier.split("/")[0] ?? specifier)

const parse = (file: string, source: string): ts.SourceFile =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)

const lineOf = (sourceFile: ts.SourceFile, node: ts.Node): number =>
  sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1

const visit = (node: ts.Node, onNode: (node: ts.Node) => void): void => {
  onNode(node)
  ts.forEachChild(node, (child) => visit(child, onNode))
}

/** The module a node names: static, re-exported, dynamic, `import x = require(…)` or an `import("…")` type. */
const moduleNamedBy = (node: ts.Node): ts.Node | undefined => {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return node.moduleSpecifier
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    return node.moduleReference.expression
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return node.arguments[0]
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return node.argument.literal
  return undefined
}

const moduleSpecifiers = (sourceFile: ts.SourceFile): Array<{ specifier: string; node: ts.Node }> => {
  const found: Array<{ specifier: string; node: ts.Node }> = []
  visit(sourceFile, (node) => {
    const named = moduleNamedBy(node)
    if (named && ts.isStringLiteralLike(named)) found.push({ specifier: named.text, node })
  })
  return found
}

const findForbiddenImports = (file: string, source: string, nodeAllowed: boolean): Array<Finding> => {
  const sourceFile = parse(file, source)
  return moduleSpecifiers(sourceFile).flatMap(({ specifier, node }) => {
    const problem = isReactImport(specifier)
      ? `imports the UI library "${specifier}"`
      : specifier === "effect"
        ? `imports the "effect" barrel; import a subpath such as "effect/Schema"`
        : !nodeAllowed && isNodeBuiltin(specifier)
          ? `imports the Node built-in "${specifier}"`
          : undefined
    return problem ? [{ file, line: lineOf(sourceFile, node), problem }] : []
  })
}

/** A name in a property position (`x.window`, `{ window: 1 }`) is not the global, unless read off globalThis. */
const isPropertyName = (node: ts.Identifier): boolean => {
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    return !(ts.isIdentifier(parent.expression) && parent.expression.text === "globalThis")
  }
  return (
    ((ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isEnumMember(parent)) &&
      parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node)
  )
}

/**
 * Type-checks the files against the DOM and Node declarations so that a name counts only
 * when it resolves to one of those globals: a local `process` (a purchase process) is fine.
 */
const checkedProgram = (sources: ReadonlyMap<string, string>): ts.Program => {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    types: ["node"],
    typeRoots: [join(ROOT, "node_modules", "@types")],
    noEmit: true,
  }
  const host = ts.createCompilerHost(options, true)
  const readDisk = host.getSourceFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const readFile = host.readFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const source = sources.get(fileName)
    return source === undefined
      ? readDisk(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, source, languageVersion, true, ts.ScriptKind.TS)
  }
  host.fileExists = (fileName) => sources.has(fileName) || fileExists(fileName)
  host.readFile = (fileName) => sources.get(fileName) ?? readFile(fileName)
  return ts.createProgram([...sources.keys()], options, host)
}

const resolvesToAmbientGlobal = (checker: ts.TypeChecker, node: ts.Identifier): boolean => {
  const symbol = ts.isShorthandPropertyAssignment(node.parent)
    ? checker.getShorthandAssignmentValueSymbol(node.parent)
    : checker.getSymbolAtLocation(node)
  const declarations = symbol?.declarations ?? []
  return declarations.every((declaration) => declaration.getSourceFile().isDeclarationFile)
}

const findForbiddenGlobals = (sources: ReadonlyMap<string, string>): Array<Finding> => {
  const program = checkedProgram(sources)
  const checker = program.getTypeChecker()
  return [...sources.keys()].flatMap((file) => {
    const sourceFile = program.getSourceFile(file)
    if (!sourceFile) throw new Error(`could not load ${file}`)
    const findings: Array<Finding> = []
    visit(sourceFile, (node) => {
      if (
        ts.isIdentifier(node) &&
        DOM_AND_NODE_GLOBALS.has(node.text) &&
        !isPropertyName(node) &&
        resolvesToAmbientGlobal(checker, node)
      ) {
        findings.push({ file, line: lineOf(sourceFile, node), problem: `uses the global "${node.text}"` })
      }
    })
    return findings
  })
}

const findUiDependencies = (manifest: Record<string, unknown>): Array<string> =>
  ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"].flatMap((field) =>
    Object.keys((manifest[field] ?? {}) as Record<string, string>)
      .filter((name) => UI_PACKAGE.test(name))
      .map((name) => `${field} lists "${name}"`),
  )

const sourceFiles = (directory: string): Array<string> =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [path] : []
  })

describe("the purity guard itself", () => {
  it("catches UI, Node and effect-barrel imports in every import form", () => {
    const source = [
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
    ].join("\n")
    const problems = findForbiddenImports("bad.ts", source, false).map((finding) => `${finding.line}: ${finding.problem}`)
    expect(problems).toEqual([
      `1: imports the UI library "react"`,
      `2: imports the UI library "react-dom/client"`,
      `3: imports the UI library "@xstate/react"`,
      `4: imports the Node built-in "node:fs"`,
      `5: imports the Node built-in "path"`,
      `6: imports the Node built-in "util"`,
      `7: imports the "effect" barrel; import a subpath such as "effect/Schema"`,
      `8: imports the Node built-in "crypto"`,
      `9: imports the Node built-in "os"`,
      `10: imports the Node built-in "url"`,
    ])
  })

  it("lets effect subpaths, xstate, relative imports and (in the CLI) Node built-ins through", () => {
    const source = [
      `import * as Schema from "effect/Schema"`,
      `import { setup } from "xstate"`,
      `import { Id } from "./common.js"`,
      `import type { User } from "../contract/session.js"`,
    ].join("\n")
    expect(findForbiddenImports("good.ts", source, false)).toEqual([])
    expect(findForbiddenImports("cli.ts", `import { readFileSync } from "node:fs"`, true)).toEqual([])
    expect(findForbiddenImports("cli.ts", `import { Effect } from "effect"`, true)).toHaveLength(1)
  })

  it("catches DOM and Node globals but not comments, strings, property names or local names", () => {
    const source = [
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
      `const text = "the document and the process"`,
      `const port = { window: 1, document: "x" }`,
      `const read = port.window + port.document`,
      `interface Shape { readonly navigator: string }`,
      `const total = (process: { total: number }) => process.total`,
      `const kept = { localStorage }`,
    ].join("\n")
    const problems = findForbiddenGlobals(new Map([[join(ROOT, "purity-sample.ts"), source]])).map((finding) => `${finding.line}: ${finding.problem}`)
    expect(problems).toEqual([
      `1: uses the global "localStorage"`,
      `2: uses the global "window"`,
      `3: uses the global "process"`,
      `4: uses the global "Buffer"`,
      `5: uses the global "__dirname"`,
      `6: uses the global "require"`,
      `7: uses the global "sessionStorage"`,
      `8: uses the global "navigator"`,
      `9: uses the global "document"`,
      `16: uses the global "localStorage"`,
    ])
  })

  it("catches UI packages in any dependency list of a manifest", () => {
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
})

describe("core purity", () => {
  const files = sourceFiles(CORE_SRC)
  const read = (file: string) => readFileSync(file, "utf8")
  const named = (finding: Finding) => `${relative(ROOT, finding.file)}:${finding.line} ${finding.problem}`

  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it("imports no UI library, no effect barrel, and no Node built-in outside cli/", () => {
    const findings = files.flatMap((file) =>
      findForbiddenImports(file, read(file), file.startsWith(NODE_ALLOWED_UNDER + "/")),
    )
    expect(findings.map(named)).toEqual([])
  })

  it("touches no DOM or Node global outside cli/", () => {
    const checked = files.filter((file) => !file.startsWith(NODE_ALLOWED_UNDER + "/"))
    const findings = findForbiddenGlobals(new Map(checked.map((file) => [file, read(file)])))
    expect(findings.map(named)).toEqual([])
  })

  it("depends on no React, DOM or UI package", () => {
    const manifest = JSON.parse(read(join(CORE, "package.json"))) as Record<string, unknown>
    expect(findUiDependencies(manifest)).toEqual([])
  })
})
