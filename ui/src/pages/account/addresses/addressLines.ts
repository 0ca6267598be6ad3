import type { Address } from "@boleteria/core"

/** "Av. Santa Fe 3200, 4 B" and "Palermo, Ciudad Autónoma de Buenos Aires (C1425)". */
export const addressLines = (address: Address): readonly [string, string] => {
  const apartment = [address.cPiso, address.cDepartamento].filter(Boolean).join(" ")
  const street = `${address.cCalle} ${address.cNumero}${apartment === "" ? "" : `, ${apartment}`}`
  return [street, `${address.cLocalidad}, ${address.cProvincia} (${address.cCodigoPostal})`]
}
