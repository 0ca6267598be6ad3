import { randomBytes, scryptSync } from "node:crypto"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Bill, Order, Ticket } from "@boleteria/core"
import QRCode from "qrcode"
import { billPdf } from "../../server/src/pdf/bill.js"
import { renderPdf } from "../../server/src/pdf/document.js"
import { eticketPdf } from "../../server/src/pdf/eticket.js"
import { drawTicketQr } from "../../server/src/pdf/qr.js"
import { hashPassword, PRODUCTION_COST, verifyPassword } from "../../server/src/security/passwords.js"
import { loadTenant } from "../../server/src/tenant.js"

/** Milliseconds per call: CPU (this process's, every thread, libuv's pool included) and wall. */
interface CallCost {
  readonly cpuMs: number
  readonly wallMs: number
}

/** What one call of each kind costs the server (scripts/bench-costs.mjs prints them; the storm may report them). */
interface CallCosts {
  /** A password hashed at PRODUCTION_COST (argon2id, 19 MiB, 2 passes): a sign-up, a password change. */
  readonly hash: CallCost
  /** A login's check of such a hash. */
  readonly verify: CallCost
  /** The same check of a hash stored before argon2id (scrypt N=2^17, r=8, p=1): what a login cost before. */
  readonly scryptVerify: CallCost
  /** An e-ticket of two tickets (two pages, two QR codes). */
  readonly eticketPdf: CallCost
  /** A bill (one page). */
  readonly billPdf: CallCost
  /** A page with one QR code drawn as vectors, as the e-ticket draws it. */
  readonly qrVectorPage: CallCost
  /** The same page with the QR code as a PNG (encoded by qrcode, decoded again by pdfkit): as it was. */
  readonly qrPngPage: CallCost
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..")
const CODE = "7KQ2MZ4XPA3R"
const ISSUED = "2026-11-21T15:00:00.000Z"

/** A ticket of the order below: seated when it has a row and seat, standing otherwise. */
const ticketOf = (
  idEntrada: number,
  cNumeroEntrada: string,
  [cSector, cFila, cButaca]: readonly [string, string | null, string | null],
  fPrecio: number,
): Ticket => ({
  idEntrada,
  cNumeroEntrada,
  idSector: idEntrada,
  cSector,
  cFila,
  cButaca,
  cPromocion: null,
  fPrecio,
  fCargoServicio: fPrecio / 10,
})

const TICKETS = [
  ticketOf(1, CODE, ["Platea", "F", "12"], 25000),
  ticketOf(2, "F6G7H8J9K0MX", ["Campo", null, null], 18000),
]
const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

/** An order as "my orders" answers it: two tickets, one seated, one standing, paid by card. */
const ORDER: Order = {
  idPedido: 41,
  idProcesoDeCompra: 77,
  cEstado: "PAGADO",
  dCompra: ISSUED,
  listaFuncion: [
    {
      idFuncion: 9,
      cEspectaculo: "La Traviata",
      cEstablecimiento: "Teatro Gran Corrientes",
      dFuncion: "2026-11-28T20:30:00-03:00",
      listaEntrada: TICKETS,
    },
  ],
  cEntregaTipo: "E-ticket",
  oDomicilioEntrega: null,
  fTotalEntradas: sum(TICKETS.map((ticket) => ticket.fPrecio)),
  fTotalCargoServicio: sum(TICKETS.map((ticket) => ticket.fCargoServicio)),
  fTotalEntrega: 0,
  fTotalQrAntifraude: 0,
  fTotalProductos: 0,
  fTotalPendiente: 0,
  fTotalPagado: sum(TICKETS.map((ticket) => ticket.fPrecio + ticket.fCargoServicio)),
  nCantidadPagos: 1,
  cUltimos4: "3704",
  listaComprobante: [],
}

const BILL: Bill = {
  idComprobante: 1,
  cTipo: "FACTURA",
  cReferencia: "Factura B 0003-00000041",
  nPuntoDeVenta: 3,
  nNumeroComprobante: 41,
  cCAE: "74123456789012",
  dEmision: ISSUED,
  lProcesando: false,
}

/** The old format of a stored password: `scrypt$N$r$p$salt$hash` at DESIGN.md's first cost. */
const scryptHash = (password: string): string => {
  const cost = { N: 2 ** 17, r: 8, p: 1 }
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, 64, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 })
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$")
}

/** `calls` calls of `call`, one after the other, after a few unmeasured ones. */
const measure = async (calls: number, call: () => Promise<unknown>): Promise<CallCost> => {
  for (let warmup = 0; warmup < Math.min(3, calls); warmup++) await call()
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (let index = 0; index < calls; index++) await call()
  const used = process.cpuUsage(cpu)
  return { cpuMs: (used.user + used.system) / 1000 / calls, wallMs: (performance.now() - started) / calls }
}

const QR_PAGE = { x: 187, y: 300, side: 220 } as const

/** What each kind of call costs, each measured over `calls` calls (a tenth of them for scrypt, which takes ~0.4 s). */
export const measureCallCosts = async (calls = 40): Promise<CallCosts> => {
  const tenant = loadTenant(join(ROOT, "fixtures", "tenant.json"))
  const stored = await hashPassword("Platea2025", PRODUCTION_COST)
  const oldStored = scryptHash("Platea2025")
  return {
    hash: await measure(calls, () => hashPassword("Platea2025", PRODUCTION_COST)),
    verify: await measure(calls, () => verifyPassword("Platea2025", stored)),
    scryptVerify: await measure(Math.max(1, Math.round(calls / 10)), () => verifyPassword("Platea2025", oldStored)),
    eticketPdf: await measure(calls, () => eticketPdf(ORDER, tenant, "es")),
    billPdf: await measure(calls, () =>
      billPdf(
        {
          order: ORDER,
          bill: BILL,
          amount: ORDER.fTotalPagado,
          buyer: { name: "Ana Pérez", email: "ana@example.com" },
          language: "es",
        },
        tenant,
      ),
    ),
    qrVectorPage: await measure(calls, () =>
      renderPdf(CODE, Date.parse(ISSUED), (doc) => {
        doc.addPage()
        drawTicketQr(doc, CODE, QR_PAGE.x, QR_PAGE.y, QR_PAGE.side)
      }),
    ),
    qrPngPage: await measure(calls, () =>
      renderPdf(CODE, Date.parse(ISSUED), async (doc) => {
        doc.addPage()
        const png = await QRCode.toBuffer(CODE, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 })
        doc.image(png, QR_PAGE.x, QR_PAGE.y, { width: QR_PAGE.side })
      }),
    ),
  }
}
