import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  findSecretShapes,
  firstDivergence,
  fromJsonLines,
  LOG_FORMAT_VERSION,
  LOG_LINE_SCHEMAS,
  replayLog,
  UPCASTERS,
} from "@boleteria/core"

const LOGS = new URL("../../../fixtures/logs/", import.meta.url)
const VERSIONS = Array.from({ length: LOG_FORMAT_VERSION }, (_, index) => index + 1)

/**
 * The SHA-256 of each shipped version's schema file (fixtures/logs/schemas/v<N>.json). A version's
 * shapes never change once shipped: logs recorded with it exist. A change to a logged shape is a new
 * version, with its upcaster from this one, its recorded logs and its digest added here.
 */
const SHIPPED_SCHEMA_DIGESTS: Readonly<Record<number, string>> = {
  2: "d7d352ca9a23e7dc4cd2b9a466014a581c205a37ed6521dec94ab40e71c0045e",
}

const schemaText = () => `${JSON.stringify(Schema.toJsonSchemaDocument(Schema.Struct(LOG_LINE_SCHEMAS)), null, 2)}\n`
const schemaFile = (version: number) => new URL(`schemas/v${version}.json`, LOGS)
const logsOf = (version: number) =>
  readdirSync(new URL(`v${version}/`, LOGS))
    .filter((name) => name.endsWith(".jsonl"))
    .map((name) => ({ name, text: readFileSync(new URL(`v${version}/${name}`, LOGS), "utf8") }))

describe("log format versions", () => {
  it("this version's logged shapes are the ones it shipped with", async () => {
    const bump = `a logged shape changed: bump LOG_FORMAT_VERSION (core/src/events/logFormat.ts), add an upcaster from ${LOG_FORMAT_VERSION} (core/src/events/upcast), record fixtures/logs/v${LOG_FORMAT_VERSION + 1} (scripts/record-logs.mjs) and add the new schema's digest here`
    await expect(schemaText(), bump).toMatchFileSnapshot(schemaFile(LOG_FORMAT_VERSION).pathname)
    const digest = createHash("sha256")
      .update(readFileSync(schemaFile(LOG_FORMAT_VERSION)))
      .digest("hex")
    expect(digest, bump).toBe(SHIPPED_SCHEMA_DIGESTS[LOG_FORMAT_VERSION])
  })

  it("has an upcaster from every version before this one, in order", () => {
    expect(UPCASTERS.map((upcaster) => upcaster.from)).toEqual(VERSIONS.slice(0, -1))
  })

  it.each(VERSIONS)("replays every log version %i recorded, with no step off its recorded states", (version) => {
    const logs = logsOf(version)
    expect(logs.length).toBeGreaterThan(0)
    for (const { name, text } of logs) {
      const replay = replayLog(fromJsonLines(text))
      expect(replay.steps.length, name).toBe(text.trimEnd().split("\n").length - 1)
      expect(firstDivergence(replay), name).toBeNull()
    }
  })

  it.each(VERSIONS)("ends every paid purchase of version %i paid, as it was recorded", (version) => {
    for (const { name, text } of logsOf(version).filter((log) => log.name.startsWith("paid-purchase"))) {
      const { persisted } = replayLog(fromJsonLines(text))
      expect(persisted.businessTimer, name).toMatchObject({ cEstado: "RESET", cUltimaSituacion: "PAID" })
      expect(persisted.procesoCompra, name).toBeNull()
    }
  })

  it("no log in fixtures/logs holds anything shaped like a token or key", () => {
    for (const version of VERSIONS) {
      for (const { name, text } of logsOf(version)) expect(findSecretShapes(text), `v${version}/${name}`).toEqual([])
    }
  })
})
