import type { Performance, TenantConfig, WaitingRoomRules, WaitingRoomSection } from "@boleteria/core"
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { openWaitingRoom, seedWaitingRooms } from "../../../server/src/domain/waitingRoom/rooms.js"
import { waitingRoomSectionOf } from "../../../server/src/domain/waitingRoom/tenantSection.js"
import { outboxMailer } from "../../../server/src/mail/outbox.js"
import { sandboxRegistry } from "../../../server/src/payments/sandboxRegistry.js"
import { startServer } from "../../../server/src/server.js"
import { TEST_PASSWORD_COST, TEST_SUPPORT_KEY } from "../../../server/src/testing/testServer.js"
import { loadTenant } from "../../../server/src/tenant.js"
import { signUpForm } from "../../support/forms.js"
import { lastMailTo } from "../../support/outbox.js"
import { openSeededPglite } from "../../server/support/pgliteSnapshot.js"

const ROOT = fileURLToPath(new URL("../../../", import.meta.url))
const SHOP_DIR = join(ROOT, "ui", "dist")
export const SHOPPER_PASSWORD = "Platea2025"

/** `node build.mjs ui`'s work: ui/build.mjs writes ui/dist relative to the repository root. */
export const buildShop = async (): Promise<void> => {
  if (process.cwd() !== ROOT.replace(/\/$/, ""))
    throw new Error(`build the shop from the repository root (${ROOT}), not ${process.cwd()}`)
  const build = (await import(new URL("../../../ui/build.mjs", import.meta.url).href)) as {
    buildShop: () => Promise<unknown>
  }
  await build.buildShop()
}

/**
 * Builds the shop and keeps a copy of ui/dist in `into`: a build started elsewhere meanwhile
 * (`npm run dev`, another checkout of the tests) empties ui/dist, and must not pull the files
 * from under a running test.
 */
export const buildShopInto = async (into: string): Promise<string> => {
  await buildShop()
  rmSync(into, { recursive: true, force: true })
  // Source maps and the build's metafile are not served to shoppers; leaving them out keeps the copy small.
  cpSync(SHOP_DIR, into, { recursive: true, filter: (path) => !path.endsWith(".map") && !path.endsWith("meta.json") })
  if (!existsSync(join(into, "index.html"))) throw new Error(`the shop build left no index.html in ${SHOP_DIR}`)
  return into
}

interface Shopper {
  readonly email: string
  readonly password: string
  readonly token: string
}

export interface ShopServer {
  readonly url: string
  /** Moves the server's clock forward (holds and sessions are judged against it); the real clock keeps running. */
  readonly advanceClock: (ms: number) => void
  /** A v2 call with JSON: the HTTP status and the `{ nCode, oData }` body. */
  readonly call: <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ) => Promise<{ status: number; nCode: number; oData: T }>
  /** A customer signed up over the API (a fresh e-mail unless given), who then logs in through the shop. */
  readonly signUp: (email?: string) => Promise<Shopper>
  /** The newest mail the server sent to `email` (its outbox file); throws when there is none. */
  readonly lastMailTo: (email: string) => string
  /** Every numbered seat's state (LIBRE, RETENIDA, VENDIDA) by idPosicion, as the API reports it now. */
  readonly seatStates: (idFuncion: number) => Promise<ReadonlyMap<number, string>>
  /** Makes a tenant file's waiting rooms, as the server's start does (server/src/main.ts), the sale starting from now. */
  readonly openWaitingRooms: (section: WaitingRoomSection) => Promise<void>
  /** Opens (or opens anew, empty) a function's waiting room whose sale starts now. */
  readonly openWaitingRoom: (idFuncion: number, rules: WaitingRoomRules) => Promise<void>
  /** Requests the server answered with a 5xx, for a failing test's message. */
  readonly serverErrors: () => ReadonlyArray<string>
  readonly close: () => Promise<void>
}

let customers = 0

/** An e-mail no other customer of this test run has. */
export const uniqueEmail = (name = "comprador"): string =>
  `${name}-${process.pid}-${++customers}-${Date.now()}@example.com`

/** fixtures/tenant.json, validated: the tenant every shop server starts from. */
export const fixtureTenant = (): TenantConfig => loadTenant(join(ROOT, "fixtures", "tenant.json"))

/** Another tenant file of fixtures/ (tenant-products.json…), validated: a whole tenant, given as a mode's override. */
export const fixtureTenantFile = (fileName: string): TenantConfig => loadTenant(join(ROOT, "fixtures", fileName))

/** A tenant file's waiting rooms (its `waitingRoom` section, which the shop's TenantConfig leaves out). */
export const fixtureWaitingRooms = (fileName: string): WaitingRoomSection => {
  const section = waitingRoomSectionOf(join(ROOT, "fixtures", fileName))
  if (section === null) throw new Error(`fixtures/${fileName} has no waitingRoom section`)
  return section
}

/** Fields that replace the fixture tenant's: another mode (processType BOX, external login…). */
export type TenantOverride = Partial<TenantConfig>

export interface ShopServerOptions {
  /** The tenant it serves to the shop and runs the API with; fixtures/tenant.json unless the test changes fields. */
  readonly tenant?: TenantOverride
}

/**
 * The reference server over a fresh in-memory PGlite, seeded at the real time of the run's first
 * shop server (function dates are relative to it), serving the built shop (`shopDir`, ui/dist by
 * default) and the API on one origin.
 */
export const startShopServer = async (
  shopDir: string = SHOP_DIR,
  options: ShopServerOptions = {},
): Promise<ShopServer> => {
  let offsetMs = 0
  const now = () => Date.now() + offsetMs
  const errors: Array<string> = []
  // Seeded once per run, when the first shop server starts: function dates are relative to it.
  const db = await openSeededPglite({ name: "e2e", seedAt: now(), passwordCost: TEST_PASSWORD_COST })
  const outboxDir = mkdtempSync(join(tmpdir(), "boleteria-e2e-outbox-"))
  const tenant = { ...fixtureTenant(), ...options.tenant }
  const server = await startServer(
    {
      db,
      now,
      tenant,
      providers: sandboxRegistry(tenant),
      mail: outboxMailer(outboxDir),
      log: (line) => {
        if (typeof line["status"] === "number" && line["status"] >= 500)
          errors.push(`${String(line["method"])} ${String(line["path"])} → ${line["status"]}`)
      },
      passwordCost: TEST_PASSWORD_COST,
      publicDir: shopDir,
      postersDir: join(ROOT, "fixtures", "posters"),
      supportKey: TEST_SUPPORT_KEY,
    },
    0,
  )

  const call: ShopServer["call"] = async (method, path, body, token) => {
    const response = await fetch(server.url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await response.json()) as { nCode: number; oData: never }
    return { status: response.status, nCode: json.nCode, oData: json.oData }
  }

  return {
    url: server.url,
    advanceClock: (ms) => void (offsetMs += ms),
    call,
    signUp: async (email = uniqueEmail()) => {
      // Lucía Ferreyra, with the password the test then logs in with through the shop.
      const form = signUpForm(email, { cNombre: "Lucía", cApellido: "Ferreyra", cClave: SHOPPER_PASSWORD })
      const answer = await call<{ token: string }>("POST", "/v2/Cliente/Insertar", form)
      if (answer.nCode !== 200)
        throw new Error(`sign-up over the API answered ${answer.nCode}: ${JSON.stringify(answer.oData)}`)
      return { email, password: SHOPPER_PASSWORD, token: answer.oData.token }
    },
    lastMailTo: (email) => lastMailTo(outboxDir, email),
    seatStates: async (idFuncion) => {
      const answer = await call<Performance>("GET", `/v2/Funcion/${idFuncion}`)
      if (answer.nCode !== 200) throw new Error(`GET /v2/Funcion/${idFuncion} answered ${answer.nCode}`)
      return new Map(
        answer.oData.listaSector.flatMap((sector) =>
          sector.listaPosicion.map((seat) => [seat.idPosicion, seat.cEstado] as const),
        ),
      )
    },
    openWaitingRooms: async (section) => void (await seedWaitingRooms(db, section, now())),
    openWaitingRoom: (idFuncion, rules) => openWaitingRoom(db, { idFuncion, startsAt: now(), ...rules }),
    serverErrors: () => [...errors],
    close: async () => {
      await server.close()
      rmSync(outboxDir, { recursive: true, force: true })
    },
  }
}
