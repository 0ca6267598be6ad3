import type { Phone, PhoneRequest } from "@boleteria/core"
import { contactBook } from "./contactList.js"

export const phones = contactBook<PhoneRequest, Phone>("phones", "idClienteTelefono")
