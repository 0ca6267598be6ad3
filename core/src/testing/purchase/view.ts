import type { PurchaseProcess } from "../../contract/purchase.js"
import { purchaseProcessOf, type CartPlace } from "../../rules/cartView.js"
import type { Claim, MemoryStore, ProcessRecord } from "../store.js"
import { placesOf, promotionOfClaim } from "./claims.js"

/** A claimed place as core's cart rule reads it. */
const cartPlaceOf = (store: MemoryStore, claim: Claim): CartPlace | null => {
  const performance = store.performances.get(claim.performanceId)
  if (performance === undefined) return null
  const { show } = performance
  const seat = claim.seatId === null ? undefined : store.index.seatById(claim.seatId)
  return {
    idFuncion: claim.performanceId,
    startsAt: performance.startsAt,
    show: {
      id: show.file.idEspectaculoCartel,
      name: show.file.cNombre,
      seo: show.file.cSeo,
      cartelType: show.cartelType,
      venueName: show.venue.cNombre,
    },
    sectorId: claim.sectorId,
    sectorName: store.index.sectors.get(claim.sectorId)?.name ?? "",
    seatId: claim.seatId,
    generalSlot: claim.slot ?? null,
    rowLabel: seat?.rowLabel ?? null,
    rowIndex: seat?.rowIndex ?? null,
    seatNumber: seat?.number ?? null,
    listPrice: claim.listPrice,
    price: claim.price,
    serviceCharge: claim.serviceCharge,
    promotion: promotionOfClaim(store, claim),
  }
}

/** procesoCompra as the contract sends it: the cart, its total, its clock, and the key that opened it. */
export const purchaseView = (store: MemoryStore, process: ProcessRecord): PurchaseProcess =>
  purchaseProcessOf(
    {
      idProcesoDeCompra: process.id,
      purchaseKey: process.key,
      processType: process.processType,
      startedAt: process.startedAt,
      expiresAt: process.expiresAt,
      contiguous: process.contiguous,
    },
    placesOf(store, process).flatMap((claim) => cartPlaceOf(store, claim) ?? []),
  )
