import type { HoldExtension } from "@boleteria/core"

/** The server's answer to an extension: the `used`th of ten, deadline as the test says (it does not move the clock). */
export const holdExtension = (idProcesoDeCompra: number, used = 1): HoldExtension => ({
  idProcesoDeCompra,
  dVencimiento: "2025-11-01T12:24:00.000Z",
  nExtensiones: used,
  nExtensionesRestantes: Math.max(0, 10 - used),
})
