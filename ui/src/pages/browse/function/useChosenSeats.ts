import { keepFreeSeats, toggleSeat, type SeatMapModel, type SeatToggle } from "@boleteria/core"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"

export interface ChosenSeats {
  readonly ids: ReadonlyArray<number>
  readonly set: ReadonlySet<number>
  /** What the last press did, for the status line: "limitReached" and "unavailable" are told to the shopper. */
  readonly lastOutcome: SeatToggle["outcome"] | null
  readonly press: (index: number) => void
  readonly remove: (idPosicion: number) => void
  readonly clear: () => void
}

/** The seats the shopper is picking one by one, within what the purchase may still take. */
export const useChosenSeats = (model: SeatMapModel, placesLeft: number): ChosenSeats => {
  const [ids, setIds] = useState<ReadonlyArray<number>>([])
  const [lastOutcome, setLastOutcome] = useState<SeatToggle["outcome"] | null>(null)
  // Presses can come faster than renders (a double click): each one starts from the latest choice.
  const latest = useRef(ids)
  latest.current = ids

  // When the map reloads, seats someone else took meanwhile are no longer chosen.
  useEffect(() => {
    setIds((current) => keepFreeSeats(current, (id) => model.seats[model.indexById.get(id) ?? -1]?.cEstado))
  }, [model])

  const press = useCallback(
    (index: number) => {
      const seat = model.seats[index]
      if (seat === undefined) return
      const result = toggleSeat(latest.current, seat.idPosicion, seat.cEstado, placesLeft)
      latest.current = result.selection
      setIds(result.selection)
      setLastOutcome(result.outcome)
    },
    [model, placesLeft],
  )
  const remove = useCallback((idPosicion: number) => {
    setIds((current) => current.filter((id) => id !== idPosicion))
    setLastOutcome("removed")
  }, [])
  const clear = useCallback(() => {
    setIds([])
    setLastOutcome(null)
  }, [])
  const set = useMemo(() => new Set(ids), [ids])
  return { ids, set, lastOutcome, press, remove, clear }
}
