import { Customer, LoginResult, type AddressRequest, type PhoneRequest } from "@boleteria/core"
import * as Schema from "effect/Schema"
import { serve, type ServerType } from "@hono/node-server"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { clientAddress, trustedProxiesFromEnvironment } from "../../server/src/security/rateLimit.js"
import {
  addressForm,
  MARTINA_DETAILS,
  personalDataForm,
  phoneForm,
  SIGN_UP_PASSWORD,
  signUpForm,
} from "../support/forms.js"
import { lastMailTo, recoveryCodeIn } from "../support/outbox.js"
import { legacyScryptHash } from "./support/legacyScrypt.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const MINUTE = 60_000
let emails = 0
const uniqueEmail = () => `cliente${++emails}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Martina's sign-up with every field of the form filled in, as the first test reads her back. */
const fullSignUpForm = (cEmail: string, cClave = SIGN_UP_PASSWORD) => signUpForm(cEmail, { ...MARTINA_DETAILS, cClave })

/** An address on `cCalle`, on the 3rd floor, marked as the default or not. */
const addressOn = (cCalle: string, lPredeterminado: boolean) => addressForm({ cCalle, cPiso: "3", lPredeterminado })

const personalForm = personalDataForm({
  cNombre: "Martu",
  cApellido: "Suárez Paz",
  cGenero: "NO_INFORMA",
  cTipoDocumento: "PASAPORTE",
  cNumeroDocumento: "AAB123456",
  cTipoTelefono: "FIJO",
  cTelefono: "1147770000",
  cAlias: "martu",
  cUsuarioTelegram: "@martu_teatro",
  cPais: "PY",
})

/** The 6-digit code of the newest mail in the outbox sent to `to`. */
const recoveryCodeFor = (server: TestServer, to: string): string => recoveryCodeIn(lastMailTo(server.outboxDir, to))

describeOnEachDatabase("customer accounts over HTTP on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** Raw POST with extra headers (the harness's `call` sends none). */
  const postWithHeaders = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(server.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    })
    return { status: response.status, ...((await response.json()) as { nCode: number; oData: unknown }) }
  }

  const signUp = async (cEmail = uniqueEmail(), cClave = SIGN_UP_PASSWORD) => {
    const answer = await server.call<LoginResult>("POST", "/v2/Cliente/Insertar", fullSignUpForm(cEmail, cClave))
    expect(answer.status).toBe(200)
    return { cEmail, cClave, token: answer.oData.token }
  }

  const login = (cEmail: string, cClave: string) =>
    server.call<LoginResult>("POST", "/v2/Cliente/Ingreso/Token", { cEmail, cClave })

  const profile = async (token: string) => {
    const answer = await server.call<Customer>("GET", "/v2/Cliente/Informacion", undefined, token)
    expect(answer.status).toBe(200)
    return Schema.decodeUnknownSync(Customer)(answer.oData)
  }

  it("signs up, logs in (e-mail in any case) and reads the customer with every field of the form", async () => {
    const cEmail = uniqueEmail()
    const signedUp = await server.call("POST", "/v2/Cliente/Insertar", fullSignUpForm(cEmail))
    expect(signedUp).toMatchObject({ status: 200, nCode: 200 })
    const result = Schema.decodeUnknownSync(LoginResult)(signedUp.oData)
    expect(result.user).toEqual({ cNombre: "Martina", cEmail, lAlias: false })

    const loggedIn = await login(cEmail.toUpperCase(), SIGN_UP_PASSWORD)
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.oData.token).not.toBe(result.token)
    const customer = await profile(loggedIn.oData.token)
    expect(customer).toMatchObject({
      cEmail,
      cNombre: "Martina",
      cApellido: "Suárez",
      cGenero: "FEMENINO",
      cTipoDocumento: "DNI",
      cNumeroDocumento: "35111222",
      cTipoTelefono: "MOVIL",
      cTelefono: "1144440000",
      oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
      cPais: "AR",
      lAlias: false,
      listaDomicilio: [],
      listaTelefono: [],
    })
    expect(await profile(result.token)).toEqual(customer)
  })

  it("stores no password or token in clear", async () => {
    const { cEmail, cClave, token } = await signUp()
    const { rows } = await server.db.query<{ password_hash: string; token_hash: string }>(
      "SELECT c.password_hash, s.token_hash FROM customers c JOIN sessions s ON s.customer_id = c.id WHERE c.email = $1",
      [cEmail],
    )
    expect(rows.length).toBe(1)
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    expect(rows[0]!.password_hash).not.toContain(cClave)
    expect(rows[0]!.token_hash).not.toBe(token)
  })

  it("logs in with a password stored as scrypt, and stores it again as argon2id", async () => {
    const { cEmail, cClave } = await signUp()
    const passwordHash = () =>
      server.db
        .query<{ password_hash: string }>("SELECT password_hash FROM customers WHERE email = $1", [cEmail])
        .then(({ rows }) => rows[0]!.password_hash)
    await server.db.query("UPDATE customers SET password_hash = $2 WHERE email = $1", [
      cEmail,
      legacyScryptHash(cClave),
    ])
    expect((await login(cEmail, "Otra1234")).status).toBe(401)
    expect(await passwordHash()).toMatch(/^scrypt\$/)
    expect((await login(cEmail, cClave)).status).toBe(200)
    const upgraded = await passwordHash()
    expect(upgraded).toMatch(/^\$argon2id\$/)
    expect((await login(cEmail, cClave)).status).toBe(200)
    expect(await passwordHash()).toBe(upgraded)
  })

  it("refuses a second account for the same e-mail, whatever its case (409)", async () => {
    const { cEmail } = await signUp()
    const again = await server.call("POST", "/v2/Cliente/Insertar", fullSignUpForm(cEmail.toUpperCase()))
    expect(again.status).toBe(409)
    expect(again.nCode).toBe(409)
    expect(again.oData).toMatch(/Ya existe una cuenta/)
  })

  it("answers a wrong password and an unknown e-mail alike: 401 with one message", async () => {
    const { cEmail } = await signUp()
    const wrongPassword = await login(cEmail, "Otra2025x")
    const unknownEmail = await login(uniqueEmail(), SIGN_UP_PASSWORD)
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(unknownEmail.oData).toEqual(wrongPassword.oData)
  })

  it("slows failed logins per account and address: 3 free, then 429 with Retry-After even with the right password", async () => {
    const { cEmail, cClave } = await signUp()
    for (let failure = 1; failure <= 3; failure++) expect((await login(cEmail, "Mala2025x")).status).toBe(401)
    // A success clears the pair's failures.
    expect((await login(cEmail, cClave)).status).toBe(200)
    // The 4th failure in a row is still checked; then the pair waits 1 second (2, 4 … after the next ones).
    for (let failure = 1; failure <= 4; failure++) expect((await login(cEmail, "Mala2025x")).status).toBe(401)
    const blocked = await fetch(server.url + "/v2/Cliente/Ingreso/Token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cEmail, cClave }),
    })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get("retry-after")).toBe("1")
    expect(await blocked.json()).toEqual({
      nCode: 429,
      oData: "Demasiados intentos fallidos. Esperá 1 segundo y volvé a probar.",
      cClave: "problems.account.tooManyAttemptsWait",
    })
    // Another account from the same address is not affected.
    const other = await signUp()
    expect((await login(other.cEmail, other.cClave)).status).toBe(200)

    server.clock.advance(999)
    expect((await login(cEmail, cClave)).status).toBe(429)
    server.clock.advance(1)
    expect((await login(cEmail, cClave)).status).toBe(200)
  })

  it("limits failed logins per client address: 100 in 15 minutes, across accounts, whatever X-Forwarded-For says", async () => {
    server.clock.advance(15 * MINUTE)
    const victim = await signUp()
    for (let failure = 0; failure < 100; failure++) {
      // Each account stays within its free failures; only the address adds up. The header is not trusted.
      const answer = await postWithHeaders(
        "/v2/Cliente/Ingreso/Token",
        { cEmail: `intruso${Math.floor(failure / 3)}@example.com`, cClave: "Adivino2025" },
        { "x-forwarded-for": `198.51.100.${failure}` },
      )
      expect(answer.status).toBe(401)
    }
    const blocked = await login(victim.cEmail, victim.cClave)
    expect(blocked.status).toBe(429)
    server.clock.advance(15 * MINUTE)
    expect((await login(victim.cEmail, victim.cClave)).status).toBe(200)
  })

  it("a token works for 180 minutes after login, not one second more", async () => {
    const { token } = await signUp()
    server.clock.advance(180 * MINUTE - 1_000)
    expect((await server.call("GET", "/v2/Cliente/Informacion", undefined, token)).status).toBe(200)
    server.clock.advance(1_000)
    const expired = await server.call("GET", "/v2/Cliente/Informacion", undefined, token)
    expect(expired.status).toBe(401)
    expect(expired.nCode).toBe(401)
  })

  it("every account route wants a valid token (401)", async () => {
    const routes: ReadonlyArray<[string, string, unknown]> = [
      ["GET", "/v2/Cliente/Informacion", undefined],
      ["GET", "/v2/Historial2", undefined],
      ["POST", "/v2/Cliente/Modificar/DatosPersonales", personalForm],
      [
        "POST",
        "/v2/Cliente/Modificar/Clave",
        { cClaveActual: "Abc12345", cClaveNueva: "Nueva2025", cClaveNuevaConfirmacion: "Nueva2025" },
      ],
      ["POST", "/v2/Cliente/Domicilio/Insertar", addressOn("Corrientes", false)],
      ["POST", "/v2/Cliente/Domicilio/1/Modificar", addressOn("Corrientes", false)],
      ["POST", "/v2/Cliente/Domicilio/1/Eliminar", undefined],
      ["POST", "/v2/Cliente/Telefono/Insertar", phoneForm({ cNumero: "1155550000", lPredeterminado: false })],
      ["POST", "/v2/Cliente/Telefono/1/Modificar", phoneForm({ cNumero: "1155550000", lPredeterminado: false })],
      ["POST", "/v2/Cliente/Telefono/1/Eliminar", undefined],
      ["GET", "/v2/Pedido/1/eticket.pdf", undefined],
      ["GET", "/v2/Pedido/1/Comprobante/1/comprobante.pdf", undefined],
    ]
    for (const [method, path, body] of routes) {
      expect([path, (await server.call(method, path, body)).status]).toEqual([path, 401])
      expect([path, (await server.call(method, path, body, "no-es-un-token")).status]).toEqual([path, 401])
    }
  })

  it("changing the password checks the current one and ends the customer's other sessions", async () => {
    const { cEmail, cClave, token } = await signUp()
    const other = (await login(cEmail, cClave)).oData.token
    const wrong = await server.call(
      "POST",
      "/v2/Cliente/Modificar/Clave",
      { cClaveActual: "NoEsLaMia1", cClaveNueva: "Nueva2025x", cClaveNuevaConfirmacion: "Nueva2025x" },
      token,
    )
    expect(wrong.status).toBe(400)
    expect((await server.call("GET", "/v2/Cliente/Informacion", undefined, other)).status).toBe(200)

    const changed = await server.call(
      "POST",
      "/v2/Cliente/Modificar/Clave",
      { cClaveActual: cClave, cClaveNueva: "Nueva2025x", cClaveNuevaConfirmacion: "Nueva2025x" },
      token,
    )
    expect(changed).toMatchObject({ status: 200, nCode: 200 })
    expect((await server.call("GET", "/v2/Cliente/Informacion", undefined, other)).status).toBe(401)
    expect((await server.call("GET", "/v2/Cliente/Informacion", undefined, token)).status).toBe(200)
    expect((await login(cEmail, cClave)).status).toBe(401)
    expect((await login(cEmail, "Nueva2025x")).status).toBe(200)
  })

  it("recovers a password with the e-mailed code; the answer never tells whether the e-mail exists", async () => {
    const { cEmail, cClave, token } = await signUp()
    const before = server.outbox().length
    const unknown = await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail: uniqueEmail() })
    expect(server.outbox().length).toBe(before)
    const known = await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail })
    expect(known).toEqual(unknown)
    expect(known.status).toBe(200)
    expect(server.outbox().length).toBe(before + 1)
    const mail = server.outbox().at(-1)!
    expect(mail).toContain(`To: ${cEmail}`)
    expect(mail).toMatch(/Subject: Tu código para cambiar la contraseña/)
    expect(mail).toMatch(/vence en 15 minutos/)
    const code = recoveryCodeFor(server, cEmail)
    const { rows } = await server.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM recovery_codes r JOIN customers c ON c.id = r.customer_id WHERE c.email = $1",
      [cEmail],
    )
    expect(rows[0]?.code_hash).not.toContain(code)

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
    const reset = (cCodigo: string, cClaveNueva = "Recupero2025") =>
      server.call("POST", "/v2/Cliente/ModificarClave/CodigoRecupero", {
        cEmail,
        cCodigo,
        cClaveNueva,
        cClaveNuevaConfirmacion: cClaveNueva,
      })
    expect((await reset(wrongCode)).status).toBe(400)
    expect((await login(cEmail, cClave)).status).toBe(200)

    expect(await reset(code)).toMatchObject({ status: 200, nCode: 200 })
    expect((await server.call("GET", "/v2/Cliente/Informacion", undefined, token)).status).toBe(401)
    expect((await login(cEmail, cClave)).status).toBe(401)
    expect((await login(cEmail, "Recupero2025")).status).toBe(200)
    // A code works once.
    expect((await reset(code, "OtraVez2025")).status).toBe(400)
  })

  it("a recovery code burns after 5 wrong tries and expires after 15 minutes", async () => {
    const { cEmail } = await signUp()
    const reset = (cCodigo: string) =>
      server.call("POST", "/v2/Cliente/ModificarClave/CodigoRecupero", {
        cEmail,
        cCodigo,
        cClaveNueva: "Recupero2025",
        cClaveNuevaConfirmacion: "Recupero2025",
      })
    await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail })
    const burnt = recoveryCodeFor(server, cEmail)
    const wrong = String((Number(burnt) + 7) % 1_000_000).padStart(6, "0")
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset(wrong)).status).toBe(400)
    expect((await reset(burnt)).status).toBe(400)

    await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail })
    const late = recoveryCodeFor(server, cEmail)
    server.clock.advance(15 * MINUTE)
    expect((await reset(late)).status).toBe(400)
  })

  it("keeps addresses with exactly one default: the first, or the one marked; removing it passes the mark on", async () => {
    const { token } = await signUp()
    const add = (form: AddressRequest) =>
      server.call<{ idClienteDomicilio: number }>("POST", "/v2/Cliente/Domicilio/Insertar", form, token)
    const first = await add(addressOn("Av. Rivadavia", false))
    expect(first.status).toBe(200)
    expect(first.oData).toMatchObject({ cCalle: "Av. Rivadavia", cPiso: "3", lPredeterminado: true })
    const second = await add(addressOn("Av. Corrientes", true))
    const third = await add(addressOn("Av. Santa Fe", false))
    const defaults = async () =>
      Object.fromEntries(
        (await profile(token)).listaDomicilio.map((address) => [address.cCalle, address.lPredeterminado]),
      )
    expect(await defaults()).toEqual({ "Av. Rivadavia": false, "Av. Corrientes": true, "Av. Santa Fe": false })

    const changed = await server.call(
      "POST",
      `/v2/Cliente/Domicilio/${third.oData.idClienteDomicilio}/Modificar`,
      { ...addressOn("Av. Santa Fe", true), cNumero: "1860", cTipo: "LABORAL" },
      token,
    )
    expect(changed.oData).toMatchObject({
      idClienteDomicilio: third.oData.idClienteDomicilio,
      cNumero: "1860",
      cTipo: "LABORAL",
      lPredeterminado: true,
    })
    expect(await defaults()).toEqual({ "Av. Rivadavia": false, "Av. Corrientes": false, "Av. Santa Fe": true })

    const removed = await server.call(
      "POST",
      `/v2/Cliente/Domicilio/${third.oData.idClienteDomicilio}/Eliminar`,
      undefined,
      token,
    )
    expect(removed).toMatchObject({ status: 200, nCode: 200, oData: null })
    expect(await defaults()).toEqual({ "Av. Rivadavia": true, "Av. Corrientes": false })
    // Unmarking the default passes the mark to the oldest other address.
    await server.call(
      "POST",
      `/v2/Cliente/Domicilio/${first.oData.idClienteDomicilio}/Modificar`,
      addressOn("Av. Rivadavia", false),
      token,
    )
    expect(await defaults()).toEqual({ "Av. Rivadavia": false, "Av. Corrientes": true })

    const again = await server.call(
      "POST",
      `/v2/Cliente/Domicilio/${third.oData.idClienteDomicilio}/Eliminar`,
      undefined,
      token,
    )
    expect(again.status).toBe(404)
    expect(
      (await server.call("POST", `/v2/Cliente/Domicilio/${second.oData.idClienteDomicilio}/Eliminar`, undefined, token))
        .status,
    ).toBe(200)
  })

  it("keeps phones the same way", async () => {
    const { token } = await signUp()
    const add = (form: PhoneRequest) =>
      server.call<{ idClienteTelefono: number }>("POST", "/v2/Cliente/Telefono/Insertar", form, token)
    const mobile = await add(phoneForm({ cNumero: "1155550001", lPredeterminado: false }))
    expect(mobile.oData).toMatchObject({ cTipo: "MOVIL", cNumero: "1155550001", lPredeterminado: true })
    await add(phoneForm({ cTipo: "FIJO", cNumero: "1147770000" }))
    const numbers = async () =>
      (await profile(token)).listaTelefono.map((phone) => [phone.cNumero, phone.cTipo, phone.lPredeterminado])
    expect(await numbers()).toEqual([
      ["1155550001", "MOVIL", false],
      ["1147770000", "FIJO", true],
    ])
    const changed = await server.call(
      "POST",
      `/v2/Cliente/Telefono/${mobile.oData.idClienteTelefono}/Modificar`,
      phoneForm({ cNumero: "1155559999", lPredeterminado: true }),
      token,
    )
    expect(changed.oData).toEqual({
      idClienteTelefono: mobile.oData.idClienteTelefono,
      cTipo: "MOVIL",
      cNumero: "1155559999",
      lPredeterminado: true,
    })
    await server.call("POST", `/v2/Cliente/Telefono/${mobile.oData.idClienteTelefono}/Eliminar`, undefined, token)
    expect(await numbers()).toEqual([["1147770000", "FIJO", true]])
    expect(
      (
        await server.call(
          "POST",
          "/v2/Cliente/Telefono/999999/Modificar",
          phoneForm({ cNumero: "1", lPredeterminado: false }),
          token,
        )
      ).status,
    ).toBe(404)
  })

  it("changes personal data, including the Telegram user and the alias", async () => {
    const { cEmail, cClave, token } = await signUp()
    const changed = await server.call<Customer>("POST", "/v2/Cliente/Modificar/DatosPersonales", personalForm, token)
    expect(changed.status).toBe(200)
    const customer = await profile(token)
    expect(changed.oData).toEqual(customer)
    expect(customer).toMatchObject({
      cEmail,
      cNombre: "Martu",
      cApellido: "Suárez Paz",
      cGenero: "NO_INFORMA",
      cTipoDocumento: "PASAPORTE",
      oFechaNacimiento: null,
      cAlias: "martu",
      cUsuarioTelegram: "@martu_teatro",
      cPais: "PY",
      lAlias: true,
    })
    expect((await login(cEmail, cClave)).oData.user).toEqual({ cNombre: "Martu", cEmail, lAlias: true })
  })

  it("answers bad bodies with 400 naming the field", async () => {
    const { token } = await signUp()
    const cEmail = uniqueEmail()
    const cases: ReadonlyArray<[string, unknown, string | undefined, string]> = [
      ["/v2/Cliente/Insertar", { ...fullSignUpForm(cEmail), cEmail: "sin-arroba" }, undefined, "cEmail"],
      ["/v2/Cliente/Insertar", fullSignUpForm(cEmail, "corta"), undefined, "cClave"],
      [
        "/v2/Cliente/Insertar",
        { ...fullSignUpForm(cEmail), cClaveConfirmacion: "Distinta2025" },
        undefined,
        "cClaveConfirmacion",
      ],
      [
        "/v2/Cliente/Insertar",
        { ...fullSignUpForm(cEmail), cEmailConfirmacion: "otro@example.com" },
        undefined,
        "cEmailConfirmacion",
      ],
      ["/v2/Cliente/Insertar", { ...fullSignUpForm(cEmail), lAceptaTerminos: false }, undefined, "lAceptaTerminos"],
      ["/v2/Cliente/Ingreso/Token", { cEmail }, undefined, "cClave"],
      ["/v2/Cliente/CodigoRecupero", { cEmail: "" }, undefined, "cEmail"],
      ["/v2/Cliente/Domicilio/Insertar", { ...addressOn("Av. Rivadavia", false), cTipo: "OFICINA" }, token, "cTipo"],
      ["/v2/Cliente/Telefono/Insertar", { cTipo: "MOVIL", lPredeterminado: false }, token, "cNumero"],
      [
        "/v2/Cliente/Modificar/Clave",
        { cClaveActual: "x", cClaveNueva: "sinmayuscula1", cClaveNuevaConfirmacion: "sinmayuscula1" },
        token,
        "cClaveNueva",
      ],
    ]
    for (const [path, body, bearer, field] of cases) {
      const answer = await server.call("POST", path, body, bearer)
      expect([path, answer.status, answer.nCode]).toEqual([path, 400, 400])
      expect(answer.oData).toMatch(new RegExp(`^${field}: `))
    }
    const response = await fetch(server.url + "/v2/Cliente/Ingreso/Token", { method: "POST", body: "{no es json" })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { oData: string }).oData).toMatch(/^body: /)
    expect((await server.call("POST", "/v2/Cliente/Domicilio/abc/Eliminar", undefined, token)).oData).toMatch(
      /^idClienteDomicilio: /,
    )
  })

  it("has no external-login profile for this tenant: 404 with a message to a customer, 401 without a token", async () => {
    const { token } = await signUp()
    const answer = await server.call("GET", "/v2/Cliente/Externo", undefined, token)
    expect(answer.status).toBe(404)
    expect(answer.oData).toMatch(/ingreso externo/)
    expect((await server.call("GET", "/v2/Cliente/Externo")).status).toBe(401)
  })
})

/**
 * Which address the per-address limit counts, over real HTTP on a bare Hono app: the database is
 * not involved, and the limit itself is tested above on every database.
 */
describe("the client address behind a trusted proxy", () => {
  let server: ServerType
  let url = ""
  beforeAll(async () => {
    process.env["TRUSTED_PROXIES"] = " 127.0.0.1 , 10.1.1.1"
    const trusted = trustedProxiesFromEnvironment()
    delete process.env["TRUSTED_PROXIES"]
    const app = new Hono()
    app.get("/trusted", (c) => c.text(clientAddress(c, trusted)))
    app.get("/untrusted", (c) => c.text(clientAddress(c, new Set())))
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        url = `http://127.0.0.1:${info.port}`
        resolve()
      })
    })
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const addressSeen = async (path: string, forwardedFor?: string) =>
    (await fetch(url + path, { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } })).text()

  it("is the socket's unless the socket is a trusted proxy", async () => {
    expect(await addressSeen("/untrusted", "203.0.113.7")).toBe("127.0.0.1")
    expect(await addressSeen("/trusted")).toBe("127.0.0.1")
  })

  it("behind trusted proxies, is the nearest hop they did not add, never what the client wrote first", async () => {
    expect(await addressSeen("/trusted", "203.0.113.7")).toBe("203.0.113.7")
    expect(await addressSeen("/trusted", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7")
    expect(await addressSeen("/trusted", "6.6.6.6, 203.0.113.7, 10.1.1.1")).toBe("203.0.113.7")
  })
})
