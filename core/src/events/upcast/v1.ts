import { createSecretRedactor } from "../redaction.js"
import type { JsonObject, Upcaster } from "./upcaster.js"

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Rebuilds every object of a JSON value, inner ones first, through `change`. */
const everyObject = (
  value: unknown,
  change: (object: JsonObject, field: string | null) => JsonObject,
  field: string | null = null,
): unknown => {
  if (Array.isArray(value)) return value.map((item: unknown) => everyObject(item, change, field))
  if (!isObject(value)) return value
  const inner = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everyObject(item, change, key)]))
  return change(inner, field)
}

/** The objects that name a purchase and, since purchase keys, carry its key (PurchaseProcess, LastPurchase). */
const PURCHASE_HOLDERS = new Set(["process", "procesoCompra", "lastPurchase"])

/**
 * Version 1 was written with the same number through three shapes (the version was not bumped,
 * which is why versions exist now): without purchase keys (until 2026-11-25), then without the
 * price parts of each seat, then as 2026-12 wrote it. Each step adds what its shape lacks, so all
 * three read as the last:
 * - a purchase without `cClaveProceso` gets a reference in its place (the key was never logged);
 * - a seat without its price parts costs its list price, with no promotion, discount or service
 *   charge, and a function without promotions offers none;
 * - settings without `maxHoldExtensions` (before extensions) allow none.
 * Then the line becomes version 2's: the event apart from its envelope, secrets replaced by
 * references, states not known (version 1 did not record them).
 */
const v1Event = (event: JsonObject): JsonObject =>
  everyObject(event, (object, field) => {
    let next = object
    if (field !== null && PURCHASE_HOLDERS.has(field) && "idProcesoDeCompra" in next && !("cClaveProceso" in next)) {
      next = { ...next, cClaveProceso: `redacted-purchase-key-${String(next["idProcesoDeCompra"])}` }
    }
    if (field === "listaPosicion" && "fPrecio" in next && !("fPrecioLista" in next)) {
      next = { fPrecioLista: next["fPrecio"], fDescuento: 0, fCargoServicio: 0, idPromocion: null, ...next }
    }
    if (field === "listaFuncion" && "listaPosicion" in next && !("listaPromocion" in next)) {
      next = { ...next, listaPromocion: [] }
    }
    return next
  }) as JsonObject

export const fromVersion1: Upcaster = {
  from: 1,
  start: () => {
    const redact = createSecretRedactor()
    return {
      header: (header) => ({
        ...header,
        version: 2,
        settings: { maxHoldExtensions: 0, ...(isObject(header["settings"]) ? header["settings"] : {}) },
        // What version 1 recorded, it kept.
        personalData: "kept",
      }),
      line: ({ seq, at, tab, ...event }) => ({ seq, at, tab, event: redact(v1Event(event)), states: null }),
    }
  },
}
