import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  formatWithdrawalLimit,
  validateWithdrawalForm,
  withdrawalLimits,
  withdrawalRefusal,
  withdrawalRequestOf,
  WITHDRAWAL_NOTICE_MS,
} from "@boleteria/core"

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
/** Paid on Saturday 21 November 2026 at 12:00 in Buenos Aires (UTC-3). */
const PAID = Date.parse("2026-11-21T12:00:00-03:00")
/** The end of the tenth day after: Tuesday 1 December 2026 ends at midnight. */
const TENTH_DAY_ENDS = Date.parse("2026-12-02T00:00:00-03:00")

describe("the right to withdraw", () => {
  const farFunction = { ticketsReceivedAt: PAID, functionStarts: [PAID + 60 * DAY] }

  it("runs ten calendar days after the day the tickets were received, that day not counted", () => {
    expect(withdrawalLimits(farFunction).receiptWindowEndsAt).toBe(TENTH_DAY_ENDS)
    expect(withdrawalRefusal(farFunction, PAID)).toBeNull()
    expect(withdrawalRefusal(farFunction, PAID + 10 * DAY)).toBeNull()
    expect(withdrawalRefusal(farFunction, TENTH_DAY_ENDS - 1)).toBeNull()
    expect(withdrawalRefusal(farFunction, TENTH_DAY_ENDS)).toEqual({
      reason: "receiptWindowOver",
      limitAt: TENTH_DAY_ENDS,
    })
    expect(withdrawalRefusal(farFunction, PAID + 11 * DAY)?.reason).toBe("receiptWindowOver")
  })

  it("counts a purchase late at night on its own calendar day in Buenos Aires, not UTC's", () => {
    const lateNight = Date.parse("2026-11-21T23:30:00-03:00")
    expect(withdrawalLimits({ ...farFunction, ticketsReceivedAt: lateNight }).receiptWindowEndsAt).toBe(TENTH_DAY_ENDS)
  })

  it("closes 24 hours before the first function, inclusive", () => {
    const soon = { ticketsReceivedAt: PAID, functionStarts: [PAID + 3 * DAY, PAID + 2 * DAY] }
    const noticeEnds = PAID + 2 * DAY - WITHDRAWAL_NOTICE_MS
    expect(withdrawalLimits(soon).noticeEndsAt).toBe(noticeEnds)
    expect(withdrawalRefusal(soon, noticeEnds)).toBeNull()
    expect(withdrawalRefusal(soon, noticeEnds + 1)).toEqual({ reason: "functionTooClose", limitAt: noticeEnds })
  })

  it("names the limit that passed first when both have", () => {
    const timing = { ticketsReceivedAt: PAID, functionStarts: [PAID + 5 * DAY] }
    expect(withdrawalRefusal(timing, PAID + 30 * DAY)).toEqual({
      reason: "functionTooClose",
      limitAt: PAID + 4 * DAY,
    })
  })

  it("is allowed exactly when both limits are still ahead, and a refusal names a passed limit (property)", () => {
    const instant = fc.integer({ min: Date.parse("2020-01-01T00:00:00Z"), max: Date.parse("2040-01-01T00:00:00Z") })
    fc.assert(
      fc.property(
        instant,
        fc.array(fc.integer({ min: 0, max: 90 * DAY }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: -DAY, max: 120 * DAY }),
        (paidAt, functionOffsets, askedAfter) => {
          const timing = { ticketsReceivedAt: paidAt, functionStarts: functionOffsets.map((offset) => paidAt + offset) }
          const now = paidAt + askedAfter
          const { receiptWindowEndsAt, noticeEndsAt } = withdrawalLimits(timing)
          const refusal = withdrawalRefusal(timing, now)
          const inTime = now < receiptWindowEndsAt && now <= noticeEndsAt
          expect(refusal === null).toBe(inTime)
          // Ten days at least, eleven at most, whatever the hour of the purchase.
          expect(receiptWindowEndsAt - paidAt).toBeGreaterThan(10 * DAY - 2 * HOUR)
          expect(receiptWindowEndsAt - paidAt).toBeLessThanOrEqual(11 * DAY + 2 * HOUR)
          if (refusal !== null) {
            expect(refusal.limitAt).toBeLessThanOrEqual(now)
            expect([receiptWindowEndsAt, noticeEndsAt]).toContain(refusal.limitAt)
            const passed = [receiptWindowEndsAt, noticeEndsAt].filter((limit) =>
              limit === receiptWindowEndsAt ? now >= limit : now > limit,
            )
            expect(refusal.limitAt).toBe(Math.min(...passed))
          }
        },
      ),
    )
  })

  it("says a limit's instant on the tenant's clock", () => {
    expect(formatWithdrawalLimit(TENTH_DAY_ENDS, "es-AR")).toMatch(/2 de diciembre de 2026.*00:00/)
    expect(formatWithdrawalLimit(TENTH_DAY_ENDS, "en")).toMatch(/December 2, 2026.*00:00/)
  })
})

describe("the revocation form", () => {
  it("asks for the order number and a valid e-mail; the reason is optional", () => {
    expect(validateWithdrawalForm({ orderNumber: "", email: "", reason: "" })).toEqual({
      orderNumber: "validation.required",
      email: "validation.email.required",
    })
    expect(validateWithdrawalForm({ orderNumber: "doce", email: "ana@", reason: "" })).toEqual({
      orderNumber: "info.withdrawal.form.orderNumberInvalid",
      email: "validation.email.invalid",
    })
    expect(validateWithdrawalForm({ orderNumber: "0", email: "ana@example.com", reason: "" })).toEqual({
      orderNumber: "info.withdrawal.form.orderNumberInvalid",
    })
    expect(validateWithdrawalForm({ orderNumber: " 12 ", email: "ana@example.com", reason: "" })).toEqual({})
  })

  it("reads the order number as receipts print it, and sends the reason only when given", () => {
    expect(withdrawalRequestOf({ orderNumber: "N° 12", email: " Ana@Example.com ", reason: " " })).toEqual({
      idPedido: 12,
      cEmail: "Ana@Example.com",
    })
    expect(withdrawalRequestOf({ orderNumber: "#7", email: "ana@example.com", reason: "Cambié de planes" })).toEqual({
      idPedido: 7,
      cEmail: "ana@example.com",
      cMotivo: "Cambié de planes",
    })
    expect(withdrawalRequestOf({ orderNumber: "x", email: "ana@example.com", reason: "" })).toBeNull()
  })
})
