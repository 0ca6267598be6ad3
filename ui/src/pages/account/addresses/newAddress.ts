import type { AddressFormValues } from "@boleteria/core"

/** A new address's form: a home in Argentina, the rest to fill in (the account's and the checkout's). */
export const NEW_ADDRESS: AddressFormValues = {
  type: "PARTICULAR",
  street: "",
  number: "",
  floor: "",
  department: "",
  country: "AR",
  province: "",
  location: "",
  zip: "",
  referrer: "",
  isDefault: false,
}
