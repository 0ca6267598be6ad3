import { describe, expect, it } from "vitest"
import {
  type Address,
  type Phone,
  addressFormOf,
  addressRequest,
  asDefaultAddress,
  asDefaultPhone,
  phoneFormOf,
  phoneRequest,
} from "@boleteria/core"

const address: Address = {
  idClienteDomicilio: 4,
  cTipo: "LABORAL",
  cReferente: "Recepción",
  cCalle: "Av. Corrientes",
  cNumero: "1234",
  cPiso: null,
  cDepartamento: null,
  cPais: "AR",
  cProvincia: "Ciudad Autónoma de Buenos Aires",
  cLocalidad: "San Nicolás",
  cCodigoPostal: "C1043AAZ",
  lPredeterminado: false,
}

const phone: Phone = { idClienteTelefono: 2, cTipo: "FIJO", cNumero: "01143214321", lPredeterminado: false }

describe("address book forms", () => {
  it("sends a saved address back unchanged when nothing was edited", () => {
    const { idClienteDomicilio: _, ...fields } = address
    expect(addressRequest(addressFormOf(address))).toEqual(fields)
  })

  it("trims what was typed, drops empty optional fields and writes the postal code as the post office does", () => {
    const typed = {
      ...addressFormOf(address),
      street: "  Av. Corrientes ",
      floor: " 3 ",
      referrer: "  ",
      zip: "c1043 aaz",
    }
    expect(addressRequest(typed)).toMatchObject({
      cCalle: "Av. Corrientes",
      cPiso: "3",
      cReferente: null,
      cCodigoPostal: "C1043AAZ",
    })
  })

  it("answers null while the rules reject the form", () => {
    expect(addressRequest({ ...addressFormOf(address), zip: "12" })).toBeNull()
    expect(addressRequest({ ...addressFormOf(address), type: null })).toBeNull()
  })

  it("cleans a phone number and keeps its type", () => {
    expect(phoneRequest({ type: "MOVIL", number: "(011) 15-5555-0000", isDefault: true })).toEqual({
      cTipo: "MOVIL",
      cNumero: "0111555550000",
      lPredeterminado: true,
    })
    expect(phoneRequest({ type: null, number: "1155550000", isDefault: false })).toBeNull()
    expect(phoneRequest(phoneFormOf(phone))).toEqual({ cTipo: "FIJO", cNumero: "01143214321", lPredeterminado: false })
  })

  it("marks an entry as the default without changing anything else", () => {
    expect(asDefaultAddress(address)).toMatchObject({
      cCalle: "Av. Corrientes",
      cReferente: "Recepción",
      lPredeterminado: true,
    })
    expect(asDefaultAddress(address)).not.toHaveProperty("idClienteDomicilio")
    expect(asDefaultPhone(phone)).toEqual({ cTipo: "FIJO", cNumero: "01143214321", lPredeterminado: true })
  })
})
