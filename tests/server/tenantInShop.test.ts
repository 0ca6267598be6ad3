import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { TenantConfig } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { Window } from "happy-dom"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fixtureTenant } from "../support/fixtures.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

/** A built shop's page, as ui/index.html makes it: the module script and the root in the body. */
const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <title>boleteria</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/main-ABCD1234.js"></script>
  </body>
</html>
`

/** The replay viewer's page (ui/replay.html, built): its own module script. */
const REPLAY_HTML = INDEX_HTML.replace("/assets/main-ABCD1234.js", "/replay/replay-ABCD1234.js")

/** A tenant name that would end the script, open another and start a comment if written as it is; `$&` and `$'` are replacement patterns. */
const HOSTILE_NAME = `Teatro </script><script>window.pwned = true</script><!-- «$&» $' </SCRIPT >`

/** What this test's server changes in fixtures/tenant.json. */
const TENANT_CHANGES = { name: HOSTILE_NAME, processType: "BOX" } as const

/** The page as a browser's parser reads it. */
const parse = (html: string) => {
  const window = new Window()
  return new window.DOMParser().parseFromString(html, "text/html")
}

describe("the shop's page and GET /v2/Configuracion carry the server's tenant configuration", () => {
  let server: TestServer
  let shopDir: string

  beforeAll(async () => {
    shopDir = mkdtempSync(join(tmpdir(), "boleteria-shop-page-"))
    writeFileSync(join(shopDir, "index.html"), INDEX_HTML)
    writeFileSync(join(shopDir, "replay.html"), REPLAY_HTML)
    server = await startTestServer("pglite", { publicDir: shopDir, tenant: TENANT_CHANGES })
  })
  afterAll(async () => {
    await server?.close()
    rmSync(shopDir, { recursive: true, force: true })
  })

  const page = async (path: string) => {
    const response = await fetch(server.url + path)
    return { status: response.status, type: response.headers.get("content-type"), html: await response.text() }
  }

  it("at the root, on any history-mode route and as /index.html, with the configuration the server runs with", async () => {
    for (const path of ["/", "/myBookingsBox", "/funcion/tango-arrabal/3", "/index.html"]) {
      const { status, type, html } = await page(path)
      expect({ path, status, type }).toEqual({ path, status: 200, type: "text/html; charset=utf-8" })
      const script = parse(html).getElementById("tenant")
      expect(script?.getAttribute("type")).toBe("application/json")
      const tenant = Schema.decodeUnknownSync(TenantConfig)(JSON.parse(script?.textContent ?? ""))
      expect(tenant).toMatchObject({ name: HOSTILE_NAME, processType: "BOX", loginSystem: "OWN_SELF_LOGIN" })
    }
  })

  it("/replay is the replay viewer's own page, with the same configuration as the shop's", async () => {
    const [replay, shop] = await Promise.all([page("/replay"), page("/")])
    expect([replay.status, replay.type]).toEqual([200, "text/html; charset=utf-8"])
    const scripts = [...parse(replay.html).querySelectorAll("script")]
    expect(scripts.map((script) => script.id || script.getAttribute("src"))).toEqual([
      "tenant",
      "/replay/replay-ABCD1234.js",
    ])
    expect(scripts[0]?.textContent).toBe(parse(shop.html).getElementById("tenant")?.textContent)
  })

  it("GET /v2/Configuracion answers, with no credentials, the very object the page carries: the tenant the server runs with", async () => {
    const answer = await server.call("GET", "/v2/Configuracion")
    const { html } = await page("/")
    const carried: unknown = JSON.parse(parse(html).getElementById("tenant")?.textContent ?? "")
    expect(answer).toEqual({ status: 200, nCode: 200, oData: carried })
    expect(answer.oData).toEqual(Schema.encodeSync(TenantConfig)({ ...fixtureTenant, ...TENANT_CHANGES }))
  })

  it("publishes nothing that reads as a secret: those live in the server's environment, not in TenantConfig", async () => {
    const { oData } = await server.call("GET", "/v2/Configuracion")
    const keys = (value: unknown): Array<string> =>
      value !== null && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
        : []
    expect(keys(oData).filter((key) => /secret|password|token|smtp|credential|private/i.test(key))).toEqual([])
  })

  it("a </script> in a tenant string cannot end the script: the page keeps its own scripts, body and ending", async () => {
    const { html } = await page("/")
    const document = parse(html)
    expect([...document.querySelectorAll("script")].map((script) => script.id || script.getAttribute("src"))).toEqual([
      "tenant",
      "/assets/main-ABCD1234.js",
    ])
    expect(document.getElementById("root")).not.toBeNull()
    expect(html.match(/<\/script/gi)).toHaveLength(2)
    expect(html).not.toContain("<!--")
    expect(html.endsWith("</html>\n")).toBe(true)
    expect(html.replace(/\s*<script type="application\/json" id="tenant">.*?<\/script>/, "")).toBe(INDEX_HTML)
  })
})
