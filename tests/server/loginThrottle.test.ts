import { afterAll, beforeAll, expect, it } from "vitest"
import { lastMailTo, recoveryCodeIn } from "../support/outbox.js"
import { signUp } from "./support/flows.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const SECOND = 1_000
const MINUTE = 60 * SECOND
/** signUp's password (support/flows.ts). */
const PASSWORD = "Entradas2025"
const WRONG = "Adivino2025"

let emails = 0
const uniqueEmail = () => `freno${++emails}-${Math.random().toString(36).slice(2, 8)}@example.com`
let addresses = 0
/** A client address of its own for each use, so no test shares a throttle with another. */
const uniqueAddress = () => `203.0.113.${++addresses}`

describeOnEachDatabase("login throttling over HTTP on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    // The test client is the trusted proxy: X-Forwarded-For names the address each login comes from.
    server = await startTestServer(kind, { trustedProxies: "127.0.0.1" })
  })
  afterAll(async () => {
    await server?.close()
  })

  const loginFrom = async (address: string, cEmail: string, cClave: string) => {
    const response = await fetch(server.url + "/v2/Cliente/Ingreso/Token", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ cEmail, cClave }),
    })
    const retryAfter = response.headers.get("retry-after")
    const body = (await response.json()) as { nCode: number; oData: unknown }
    return { status: response.status, ...body, retryAfter: retryAfter === null ? null : Number(retryAfter) }
  }

  /** Wrong passwords from `address` without waiting, until one is refused; the failures before it and the refusal. */
  const failUntilRefused = async (address: string, cEmail: string) => {
    for (let failures = 0; ; failures++) {
      const answer = await loginFrom(address, cEmail, WRONG)
      if (answer.status !== 401) return { failures, refused: answer }
    }
  }

  const newCustomer = async () => {
    const cEmail = uniqueEmail()
    await signUp(server, cEmail)
    return cEmail
  }

  it("150 wrong passwords from one address, each after its wait, do not stop the owner logging in from another", async () => {
    const cEmail = await newCustomer()
    const attacker = uniqueAddress()
    for (let checked = 0; checked < 150;) {
      const answer = await loginFrom(attacker, cEmail, WRONG)
      if (answer.status === 429) {
        server.clock.advance(answer.retryAfter! * SECOND)
      } else {
        expect(answer.status).toBe(401)
        checked++
      }
    }
    expect(await loginFrom(uniqueAddress(), cEmail, PASSWORD)).toMatchObject({ status: 200, nCode: 200 })
    // The owner's success clears the owner's pair only: the attacker still waits its 15 minutes.
    expect(await loginFrom(attacker, cEmail, PASSWORD)).toMatchObject({ status: 429, retryAfter: 15 * 60 })
    // 300 logins with their password checks: on a loaded machine this takes far longer than one call.
  }, 120_000)

  it("slows the attacking address: 3 failures free, then 429 with Retry-After and a wait that doubles up to 15 minutes", async () => {
    const cEmail = await newCustomer()
    const attacker = uniqueAddress()
    const { failures, refused } = await failUntilRefused(attacker, cEmail)
    // The 4th failure is checked and starts the first wait.
    expect(failures).toBe(4)
    expect(refused).toEqual({
      status: 429,
      nCode: 429,
      oData: "Demasiados intentos fallidos. Esperá 1 segundo y volvé a probar.",
      cClave: "problems.account.tooManyAttemptsWait",
      retryAfter: 1,
    })

    const waits = [refused.retryAfter!]
    for (let step = 0; step < 11; step++) {
      server.clock.advance(waits.at(-1)! * SECOND)
      expect((await loginFrom(attacker, cEmail, WRONG)).status).toBe(401)
      // Even the right password is refused during the wait: it is not checked.
      const waiting = await loginFrom(attacker, cEmail, PASSWORD)
      expect(waiting.status).toBe(429)
      waits.push(waiting.retryAfter!)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900])
    expect((await loginFrom(attacker, cEmail, PASSWORD)).oData).toBe(
      "Demasiados intentos fallidos. Esperá 15 minutos y volvé a probar.",
    )
  })

  it("counts each guess before the password check: of 20 parallel guesses only the free ones and the next are checked", async () => {
    const cEmail = await newCustomer()
    const address = uniqueAddress()
    const answers = await Promise.all(Array.from({ length: 20 }, () => loginFrom(address, cEmail, WRONG)))
    expect(answers.filter((answer) => answer.status === 401).length).toBe(4)
    expect(answers.filter((answer) => answer.status === 429).length).toBe(16)
  })

  it("lets the pair try again once Retry-After has passed; the right password then logs in and clears the pair", async () => {
    const cEmail = await newCustomer()
    const address = uniqueAddress()
    expect((await failUntilRefused(address, cEmail)).refused.retryAfter).toBe(1)
    server.clock.advance(SECOND - 1)
    expect((await loginFrom(address, cEmail, WRONG)).status).toBe(429)
    server.clock.advance(1)
    expect((await loginFrom(address, cEmail, WRONG)).status).toBe(401)

    const waiting = await loginFrom(address, cEmail, PASSWORD)
    expect(waiting).toMatchObject({ status: 429, retryAfter: 2 })
    server.clock.advance(2 * SECOND)
    expect(await loginFrom(address, cEmail, PASSWORD)).toMatchObject({ status: 200, nCode: 200 })
    // Cleared: the free failures are back.
    expect((await failUntilRefused(address, cEmail)).failures).toBe(4)
  })

  it("caps an address at 100 failures in 15 minutes across accounts, and no other address", async () => {
    const cEmail = await newCustomer()
    const sprayer = uniqueAddress()
    for (let account = 0; account < 100; account++) {
      expect((await loginFrom(sprayer, `rociado${account}-${uniqueEmail()}`, WRONG)).status).toBe(401)
    }
    // Whatever the account, even with its right password.
    const capped = await loginFrom(sprayer, cEmail, PASSWORD)
    expect(capped).toMatchObject({ status: 429, nCode: 429, retryAfter: 15 * 60 })
    expect((await loginFrom(sprayer, uniqueEmail(), WRONG)).status).toBe(429)
    expect((await loginFrom(uniqueAddress(), cEmail, PASSWORD)).status).toBe(200)

    server.clock.advance(15 * MINUTE - SECOND)
    expect(await loginFrom(sprayer, cEmail, PASSWORD)).toMatchObject({ status: 429, retryAfter: 1 })
    server.clock.advance(SECOND)
    expect((await loginFrom(sprayer, cEmail, PASSWORD)).status).toBe(200)
  })

  it("a password reset with the e-mailed recovery code lifts the account's throttles on every address", async () => {
    const cEmail = await newCustomer()
    const [home, work] = [uniqueAddress(), uniqueAddress()]
    expect((await failUntilRefused(home, cEmail)).refused.status).toBe(429)
    expect((await failUntilRefused(work, cEmail)).refused.status).toBe(429)

    expect((await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail })).status).toBe(200)
    const cCodigo = recoveryCodeIn(lastMailTo(server.outboxDir, cEmail))
    const reset = await server.call("POST", "/v2/Cliente/ModificarClave/CodigoRecupero", {
      cEmail,
      cCodigo,
      cClaveNueva: "Recupero2025",
      cClaveNuevaConfirmacion: "Recupero2025",
    })
    expect(reset.status).toBe(200)

    // No wait on either address, and the free failures are back.
    expect((await loginFrom(home, cEmail, "Recupero2025")).status).toBe(200)
    expect((await failUntilRefused(work, cEmail)).failures).toBe(4)
  })

  it("throttles the reference identity provider's form the same way: 429, Retry-After and the message on the form", async () => {
    const cEmail = await newCustomer()
    const address = uniqueAddress()
    await failUntilRefused(address, cEmail)
    const response = await fetch(server.url + "/idp/login", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
      body: new URLSearchParams({
        email: cEmail,
        password: PASSWORD,
        redirect_uri: `${server.url}/loginRedirect`,
      }).toString(),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get("retry-after")).toBe("1")
    expect(await response.text()).toContain("Esperá 1 segundo y volvé a probar.")
  })
})
