import type { Address, AddressRequest } from "@boleteria/core"
import { contactBook } from "./contactList.js"

/** The customer's addresses: home delivery goes to one of them (orders.ts). */
export const addresses = contactBook<AddressRequest, Address>("addresses", "idClienteDomicilio")
export const addressesOf = addresses.entriesOf
