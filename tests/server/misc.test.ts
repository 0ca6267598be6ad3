import { afterAll, beforeAll, expect, it } from "vitest"
import { startTestServer, TEST_START, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

describeOnEachDatabase("newsletter and contact over HTTP on %s", (kind) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(async () => {
    await server.close()
  })

  const subscriptions = async () =>
    (
      await server.db.query<{ email: string; name: string; created_at: Date }>(
        "SELECT email, name, created_at FROM newsletter_subscriptions ORDER BY email",
      )
    ).rows

  it("stores a newsletter subscription and thanks the shopper in Spanish", async () => {
    const answer = await server.call("POST", "/v2/NewsLetter/Suscripcion", {
      cNombre: "Lucía",
      cMail: "lucia@example.com",
    })
    expect(answer).toMatchObject({ status: 200, nCode: 200 })
    expect(answer.oData).toMatch(/^¡Gracias por suscribirte, Lucía!/u)
    expect(await subscriptions()).toEqual([
      { email: "lucia@example.com", name: "Lucía", created_at: new Date(TEST_START) },
    ])
  })

  it("is idempotent per e-mail, whatever its case: one subscription, the latest name", async () => {
    const again = await server.call("POST", "/v2/NewsLetter/Suscripcion", {
      cNombre: " Lucía P. ",
      cMail: "LUCIA@Example.com",
    })
    expect(again).toMatchObject({ status: 200, nCode: 200 })
    expect(await subscriptions()).toEqual([
      { email: "lucia@example.com", name: "Lucía P.", created_at: new Date(TEST_START) },
    ])
  })

  it("thanks a subscriber from the English shop in English, and a stranger asking a recovery code too", async () => {
    const english = { headers: { "Accept-Language": "en" } }
    const thanks = await server.call(
      "POST",
      "/v2/NewsLetter/Suscripcion",
      { cNombre: "Ann", cMail: "ann@example.com" },
      english,
    )
    expect(thanks).toMatchObject({
      status: 200,
      oData: "Thank you for subscribing, Ann! Our news will reach you at ann@example.com.",
    })
    const contact = await server.call(
      "POST",
      "/v2/Contacto",
      { ...message, cMensaje: "Can I change my tickets?" },
      english,
    )
    expect(contact).toMatchObject({ status: 200, oData: "We received your message. We will answer you shortly." })
    const recovery = await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail: "nobody@example.com" }, english)
    expect(recovery).toMatchObject({ status: 200 })
    expect(recovery.oData).toMatch(/^If the e-mail is registered, we sent it a code/u)
    await server.db.query("DELETE FROM newsletter_subscriptions WHERE email = 'ann@example.com'")
    await server.db.query("DELETE FROM contact_messages")
  })

  it("refuses a subscription without a name or with a bad e-mail, naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ cNombre: "   ", cMail: "ana@example.com" }, "cNombre"],
      [{ cMail: "ana@example.com" }, "cNombre"],
      [{ cNombre: "Ana", cMail: "ana.example.com" }, "cMail"],
      [{ cNombre: "Ana", cMail: "" }, "cMail"],
    ]
    for (const [body, field] of cases) {
      const answer = await server.call("POST", "/v2/NewsLetter/Suscripcion", body)
      expect(answer).toMatchObject({ status: 400, nCode: 400 })
      expect(answer.oData).toMatch(new RegExp(`^${field}: `))
    }
    expect((await subscriptions()).map((row) => row.email)).toEqual(["lucia@example.com"])
  })

  const message = {
    cNombre: "Martín Gómez",
    cEmail: "martin@example.com",
    cTelefono: null,
    cAsunto: "Cambio de fecha",
    cMensaje: "¿Puedo cambiar mis entradas del sábado para el domingo?",
  }

  it("stores a contact message and confirms it", async () => {
    server.clock.advance(60_000)
    const answer = await server.call("POST", "/v2/Contacto", message)
    expect(answer).toMatchObject({ status: 200, nCode: 200 })
    expect(answer.oData).toMatch(/^Recibimos tu mensaje/u)
    const { rows } = await server.db.query<{ data: unknown; created_at: Date }>(
      "SELECT data, created_at FROM contact_messages",
    )
    expect(rows).toEqual([{ data: message, created_at: new Date(TEST_START + 60_000) }])
  })

  it("refuses a contact message with a missing subject, an empty text or a bad e-mail, naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...message, cAsunto: undefined }, "cAsunto"],
      [{ ...message, cMensaje: " " }, "cMensaje"],
      [{ ...message, cEmail: "martin@" }, "cEmail"],
      [{ ...message, cTelefono: 1144440000 }, "cTelefono"],
    ]
    for (const [body, field] of cases) {
      const answer = await server.call("POST", "/v2/Contacto", body)
      expect(answer).toMatchObject({ status: 400, nCode: 400 })
      expect(answer.oData).toMatch(new RegExp(`^${field}: `))
    }
    expect((await server.db.query("SELECT id FROM contact_messages")).rows).toHaveLength(1)
  })
})
