import { NOTIFICATION_SIGNATURE_HEADER, type PaymentNotification, type TenantConfig } from "@boleteria/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signNotification } from "../../server/src/payments/notificationSignature.js"
import { providerRegistry, registryForTenant } from "../../server/src/payments/registry.js"
import { sandboxProvider } from "../../server/src/payments/sandbox.js"
import { sandboxWallets } from "../../server/src/payments/walletSandbox.js"
import { loadTenant } from "../../server/src/tenant.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

const FIXTURE_TENANT = loadTenant(new URL("../../fixtures/tenant.json", import.meta.url).pathname)

const tenantAccepting = (acceptedPayments: NonNullable<TenantConfig["acceptedPayments"]>): TenantConfig => ({
  ...FIXTURE_TENANT,
  acceptedPayments,
})

describe("the payment provider registry", () => {
  it("refuses to start for an accepted provider nothing implements, naming it", () => {
    const withoutPayPal = sandboxWallets().providers.filter((wallet) => wallet.id !== "PAYPAL")
    expect(() =>
      registryForTenant(tenantAccepting(["visa", "mercadoPago", "payPal"]), [sandboxProvider(), ...withoutPayPal]),
    ).toThrow(/accepts PAYPAL/u)
    expect(() => registryForTenant(tenantAccepting(["visa"]), sandboxWallets().providers)).toThrow(/accepts TARJETA/u)
  })

  it("registers the card processor and the wallets the tenant accepts, by id", () => {
    const registry = registryForTenant(tenantAccepting(["visa", "modo"]), [
      sandboxProvider(),
      ...sandboxWallets().providers,
    ])
    expect(registry.kindOf(registry.card.id)).toBe("card")
    expect(registry.kindOf("MODO")).toBe("wallet")
    expect(registry.wallet("MODO").id).toBe("MODO")
    expect(registry.kindOf("PAYPAL")).toBeNull()
    expect(() => registry.wallet("PAYPAL")).toThrow(/PAYPAL/u)
    expect(registry.wallets.map((wallet) => wallet.id)).toEqual(["MODO"])
    // The card calls always take cards: a tenant that names only wallets still has its card processor.
    const walletsOnly = registryForTenant(tenantAccepting(["payPal"]), [
      sandboxProvider(),
      ...sandboxWallets().providers,
    ])
    expect(walletsOnly.kindOf(walletsOnly.card.id)).toBe("card")
  })

  it("registers one provider per id and one card processor", () => {
    expect(() => providerRegistry([sandboxProvider(), sandboxProvider()])).toThrow(/registered as TARJETA/u)
    expect(() => providerRegistry(sandboxWallets().providers)).toThrow(/one card processor/u)
  })

  it("gives a charge back through whoever took it", async () => {
    const cards = sandboxProvider()
    const wallets = sandboxWallets()
    const registry = providerRegistry([cards, ...wallets.providers])
    const charge = { processId: 7, attempt: 1, cardBin: "", cardLast4: "", settlesAt: null }
    await registry.refund({ ...charge, provider: "MERCADO_PAGO", providerReference: "MP-7-1-a" }, 500)
    expect(wallets.walletRefundsOf(7).map((made) => [made.provider, made.amount])).toEqual([["MERCADO_PAGO", 500]])
    expect(cards.refundsOf(7)).toEqual([])
    await registry.refund({ ...charge, processId: 8, provider: cards.id }, 300)
    expect(cards.refundsOf(8).map((made) => made.amount)).toEqual([300])
    expect(wallets.walletRefundsOf(8)).toEqual([])
  })
})

describe("a wallet's notifications, over HTTP", () => {
  const sandbox = sandboxWallets({ notificationSecret: "sandbox-secret" })
  // Another Mercado Pago: it trusts only signatures of its own scheme, not the sandbox's HMAC.
  const mercadoPago = sandbox.providers.find((wallet) => wallet.id === "MERCADO_PAGO")!
  const ownScheme = {
    ...mercadoPago,
    verifyNotification: (notification: PaymentNotification, signature: string | undefined) =>
      signature === `mp-signed:${notification.cIdNotificacion}`,
  }
  let server: TestServer
  beforeAll(async () => {
    const providers = sandbox.providers.map((wallet) => (wallet.id === "MERCADO_PAGO" ? ownScheme : wallet))
    server = await startTestServer("pglite", { wallets: { providers } })
  })
  afterAll(() => server?.close())

  it("are verified by the wallet itself: its own scheme is what the server trusts", async () => {
    const notification: PaymentNotification = {
      cIdNotificacion: "n-1",
      cReferencia: "MP-unknown",
      cEstado: "APROBADO",
      fMonto: 100,
      cMoneda: "ARS",
    }
    const post = async (signature: string) =>
      (
        await server.call("POST", "/v2/Pagos/Notificacion/MERCADO_PAGO", notification, {
          headers: { [NOTIFICATION_SIGNATURE_HEADER]: signature },
        })
      ).status
    // Past verification, the unknown payment is the next thing refused; the sandbox's signature stops at it.
    expect(await post("mp-signed:n-1")).toBe(404)
    expect(await post(signNotification("sandbox-secret", "MERCADO_PAGO", notification))).toBe(401)
    expect(await post("mp-signed:n-2")).toBe(401)
  })
})
