import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { formatMoney, type Order } from "@boleteria/core"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { mailerFromEnvironment } from "../../server/src/mail/mailerFromEnvironment.js"
import { orderConfirmationMail, recoveryCodeMail } from "../../server/src/mail/messages.js"
import { outboxMailer } from "../../server/src/mail/outbox.js"
import { headerOf, lastMailTo, outboxMessages, recoveryCodeIn } from "../support/outbox.js"
import { signUp } from "./support/flows.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

const PRICE = { locale: "es-AR", decimals: 0, currencyPrefix: "", currency: "ARS" }

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive what nodemailer sends:
 * each message's envelope recipients and its DATA.
 */
const fakeSmtpServer = async () => {
  const received: Array<{ to: Array<string>; data: string }> = []
  const server: Server = createServer((socket) => {
    let buffer = ""
    let inData = false
    let current = { to: [] as Array<string>, data: "" }
    socket.write("220 fake ESMTP\r\n")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8")
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n")
          if (end === -1) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { to: [], data: "" }
          socket.write("250 OK queued\r\n")
          continue
        }
        const lineEnd = buffer.indexOf("\r\n")
        if (lineEnd === -1) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === "EHLO" || verb === "HELO") socket.write("250-fake\r\n250 8BITMIME\r\n")
        else if (verb === "RCPT") {
          current.to.push(/<([^>]+)>/.exec(line)?.[1] ?? "")
          socket.write("250 OK\r\n")
        } else if (verb === "DATA") {
          inData = true
          socket.write("354 go ahead\r\n")
        } else if (verb === "QUIT") socket.end("221 bye\r\n")
        else socket.write("250 OK\r\n")
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Quoted-printable (RFC 2045) back to text: how nodemailer sends non-ASCII subjects and bodies. */
const quotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")

const order: Order = {
  idPedido: 41,
  idProcesoDeCompra: 77,
  cEstado: "PAGADO",
  dCompra: "2026-11-21T15:00:00.000Z",
  listaFuncion: [
    {
      idFuncion: 9,
      cEspectaculo: "La Traviata",
      cEstablecimiento: "Teatro Colón",
      dFuncion: "2026-11-28T20:30:00-03:00",
      listaEntrada: [
        {
          idEntrada: 1,
          cNumeroEntrada: "A1B2C3D4E5",
          idSector: 3,
          cSector: "Platea",
          cFila: "F",
          cButaca: "12",
          cPromocion: "2x1 miércoles",
          fPrecio: 25000,
          fCargoServicio: 2500,
        },
        {
          idEntrada: 2,
          cNumeroEntrada: "F6G7H8J9K0",
          idSector: 4,
          cSector: "Campo",
          cFila: null,
          cButaca: null,
          cPromocion: null,
          fPrecio: 18000,
          fCargoServicio: 1800,
        },
      ],
    },
  ],
  cEntregaTipo: "E-ticket",
  oDomicilioEntrega: null,
  fTotalEntradas: 43000,
  fTotalEntrega: 0,
  fTotalQrAntifraude: 0,
  fTotalCargoServicio: 4300,
  fTotalProductos: 0,
  fTotalPagado: 47300,
  fTotalPendiente: 0,
  nCantidadPagos: 1,
  cUltimos4: "3704",
  listaComprobante: [],
}

describe("the mail port", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "boleteria-mail-test-"))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
    delete process.env["SMTP_URL"]
  })

  it("the outbox writes one .eml file per message, named in sending order, with To, Subject and the body", async () => {
    const mailer = outboxMailer(join(dir, "outbox"))
    for (let n = 1; n <= 12; n++)
      await mailer.send({ to: `n${n}@example.com`, subject: `Mensaje ${n} ñandú`, text: `Hola ${n}\nchau` })
    const files = readdirSync(join(dir, "outbox")).sort()
    expect(files).toHaveLength(12)
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true)
    const texts = outboxMessages(join(dir, "outbox"))
    expect(texts.map((text) => headerOf(text, "To"))).toEqual(
      Array.from({ length: 12 }, (_, index) => `n${index + 1}@example.com`),
    )
    expect(texts[0]).toMatch(/^Subject: Mensaje 1 ñandú\r$/m)
    expect(texts[0]).toContain("Content-Type: text/plain; charset=utf-8")
    expect(texts[0]!.split("\r\n\r\n")[1]).toBe("Hola 1\r\nchau\r\n")
  })

  it("never lets a header value start a new header", async () => {
    await outboxMailer(dir).send({
      to: "a@example.com\r\nBcc: b@example.com",
      subject: "Hola\nBcc: c@example.com",
      text: "x",
    })
    const text = outboxMessages(dir)[0]!
    const headers = text.split("\r\n\r\n")[0]!.split("\r\n")
    expect(headers.filter((line) => line.startsWith("Bcc"))).toEqual([])
  })

  it("uses the outbox without SMTP_URL", async () => {
    delete process.env["SMTP_URL"]
    await mailerFromEnvironment(dir).send({ to: "a@example.com", subject: "Hola", text: "cuerpo" })
    expect(readdirSync(dir)).toHaveLength(1)
  })

  it("sends through SMTP when SMTP_URL is set, and writes nothing to the outbox", async () => {
    const smtp = await fakeSmtpServer()
    try {
      process.env["SMTP_URL"] = `smtp://127.0.0.1:${smtp.port}`
      await mailerFromEnvironment(dir).send({
        to: "martina@example.com",
        subject: "Tu código",
        text: "El código es 123456",
      })
      expect(readdirSync(dir)).toHaveLength(0)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]!.to).toEqual(["martina@example.com"])
      expect(smtp.received[0]!.data).toMatch(/^To: martina@example\.com\r$/m)
      const [headers, body] = smtp.received[0]!.data.split("\r\n\r\n")
      const subject = /^Subject: =\?UTF-8\?Q\?(.*)\?=\r?$/m.exec(headers ?? "")?.[1] ?? ""
      expect(quotedPrintable(subject.replaceAll("_", " "))).toBe("Tu código")
      expect(quotedPrintable(body ?? "")).toBe("El código es 123456")
    } finally {
      // The file's worker runs other files after it (vitest.config.ts): the variable goes with the test.
      delete process.env["SMTP_URL"]
      await smtp.close()
    }
  })

  it("the recovery mail gives the code, its expiry and what to do if it was not asked for, in Spanish", () => {
    const mail = recoveryCodeMail("042917", 15, "es")
    expect(mail.subject).toBe("Tu código para cambiar la contraseña")
    expect(mail.text).toMatch(/^\s+042917$/m)
    expect(mail.text).toContain("vence en 15 minutos")
    expect(mail.text).toContain("Si no lo pediste vos")
  })

  it("the recovery mail says the same in English", () => {
    const mail = recoveryCodeMail("042917", 15, "en")
    expect(mail.subject).toBe("Your code to change your password")
    expect(mail.text).toMatch(/^\s+042917$/m)
    expect(mail.text).toContain("expires in 15 minutes and works only once")
    expect(mail.text).toContain("If you didn't ask for it")
    expect(mail.text).not.toMatch(/código|contraseña|Hola|Gracias/)
  })

  it("the order confirmation lists the function, every ticket, the charges and the total", () => {
    const mail = orderConfirmationMail(order, PRICE)
    expect(mail.subject).toBe("Tu compra está confirmada: pedido N° 41")
    expect(mail.text).toContain("La Traviata — Teatro Colón")
    expect(mail.text).toContain("sábado, 28 de noviembre de 2026, 20:30")
    expect(mail.text).toContain("Entrada A1B2C3D4E5: Platea, fila F, butaca 12 (2x1 miércoles)")
    expect(mail.text).toContain("Entrada F6G7H8J9K0: Campo, ingreso general")
    expect(mail.text).toContain(`Cargo por servicio: ${formatMoney(4300, PRICE, "es")}`)
    expect(mail.text).not.toContain("Productos")
    expect(mail.text).toContain(`Total pagado: ${formatMoney(47300, PRICE, "es")} con la tarjeta terminada en 3704`)
  })

  it("writes its amounts with the currency, as a reader of the purchase's language does", () => {
    expect(orderConfirmationMail(order, PRICE, "es").text).toContain("Total pagado: $\u00a047.300 con la tarjeta")
    const english = orderConfirmationMail(order, PRICE, "en").text
    expect(english).toContain("ARS\u00a047,300")
    expect(english).not.toMatch(/\d\.\d{3}/)
  })
})

describe("the recovery mail over HTTP on PGlite", () => {
  let server: TestServer
  const cEmail = "recupero-idioma@example.com"

  /** Asks for a recovery code from a shop sending `headers`; the mail it sent. */
  const recoveryMail = async (headers: Record<string, string>) => {
    const before = server.outbox().length
    expect((await server.call("POST", "/v2/Cliente/CodigoRecupero", { cEmail }, { headers })).status).toBe(200)
    expect(server.outbox()).toHaveLength(before + 1)
    return lastMailTo(server.outboxDir, cEmail)
  }

  beforeAll(async () => {
    server = await startTestServer("pglite")
    await signUp(server, cEmail)
  })
  afterAll(() => server.close())

  it("speaks the language of the request that asked for it", async () => {
    const english = await recoveryMail({ "accept-language": "en-US,en;q=0.9,es;q=0.4" })
    expect(headerOf(english, "Subject")).toBe("Your code to change your password")
    expect(english).toContain("The code expires in 15 minutes and works only once.")
    expect(recoveryCodeIn(english)).toMatch(/^\d{6}$/)
    expect(english).not.toMatch(/código|contraseña|Hola|Gracias/)

    for (const headers of [{ "accept-language": "es-AR,es;q=0.9" }, {}]) {
      const spanish = await recoveryMail(headers)
      expect(headerOf(spanish, "Subject")).toBe("Tu código para cambiar la contraseña")
      expect(spanish).toContain("El código vence en 15 minutos y sirve una sola vez.")
      expect(recoveryCodeIn(spanish)).toMatch(/^\d{6}$/)
      expect(spanish).not.toMatch(/password|expires|Thank/)
    }
  })
})
