import type { SnapshotFrom } from "xstate"
import type { DeliveryType } from "../../contract/checkout.js"
import type { Dispatch } from "../../events/envelope.js"
import type { deliveryMachine } from "./delivery.machine.js"

export type DeliverySnapshot = SnapshotFrom<typeof deliveryMachine>

export interface DeliveryView {
  readonly isLoading: boolean
  readonly isSelecting: boolean
  readonly hasFailed: boolean
  readonly types: ReadonlyArray<DeliveryType>
  readonly chosen: DeliveryType | null
  readonly isDone: boolean
  readonly message: string | null
  readonly needsAddress: (idEntregaTipo: number) => boolean
  readonly load: (idProcesoDeCompra: number) => void
  readonly choose: (idEntregaTipo: number, idClienteDomicilio: number | null) => void
}

export const connectDelivery = (snapshot: DeliverySnapshot, dispatch: Dispatch): DeliveryView => {
  const { types, chosen, message } = snapshot.context
  return {
    isLoading: snapshot.matches("loading"),
    isSelecting: snapshot.matches("selecting"),
    hasFailed: snapshot.matches("failed"),
    types,
    chosen,
    isDone: snapshot.matches("chosen"),
    message,
    needsAddress: (id) => types.find((t) => t.idEntregaTipo === id)?.lRequiereDomicilio === true,
    load: (idProcesoDeCompra) => dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra }),
    choose: (idEntregaTipo, idClienteDomicilio) =>
      dispatch({ type: "checkout.deliveryChosen", idEntregaTipo, idClienteDomicilio }),
  }
}
