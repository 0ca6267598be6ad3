import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import type { PaymentFormContext, PaymentFormInput } from "@boleteria/core"

/** The card form's rules as the demo tenant sets them, on 15 June 2025. */
export const PAYMENT_FORM_CONTEXT: PaymentFormContext = {
  today: { year: 2025, month: 6, day: 15 },
  flags: tenant.flags,
  securityCodeLengths: tenant.cardSecurityCodeLengths,
}

/** A card form filled in right (a Visa of Ana Pérez's), with the fields a test changes. */
export const paymentForm = (changes: Partial<PaymentFormInput> = {}): PaymentFormInput => ({
  cardholderName: "ANA PEREZ",
  cardNumber: "4509 9535 6623 3704",
  expiryMonth: "11",
  expiryYear: "27",
  securityCode: "123",
  installments: "1",
  documentType: "DNI",
  documentNumber: "30.111.222",
  email: "ana@example.com",
  birthDay: "9",
  birthMonth: "7",
  birthYear: "1990",
  ...changes,
})
