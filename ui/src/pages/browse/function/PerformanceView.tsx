import { buildSeatMap, placesLeftToTake, sectorIndexOf, type Performance } from "@boleteria/core"
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react"
import { useCart } from "../../../app/ShopContext.js"
import { useHydrated } from "../../../app/useHydrated.js"
import { ChosenSeats } from "./ChosenSeats.js"
import * as styles from "./FunctionPage.css.js"
import { FunctionSummary } from "./FunctionSummary.js"
import { HeldPlaces } from "./HeldPlaces.js"
import { PromotionList } from "./PromotionList.js"
import { QuantityForm } from "./QuantityForm.js"
import { SeatListChooser } from "./SeatListChooser.js"
import { SeatMap } from "./seatMap/SeatMap.js"
import { SectorPicker } from "./SectorPicker.js"
import { TakeStatus } from "./TakeStatus.js"
import { useChosenSeats } from "./useChosenSeats.js"
import { useSeatNames } from "./useSeatNames.js"

const NO_SEATS: ReadonlySet<number> = new Set()

/** The sector shown first: the first one with places left. */
const firstOpenSector = (performance: Performance): number | null =>
  (performance.listaSector.find((sector) => sector.nDisponibles > 0) ?? performance.listaSector[0])?.idSector ?? null

/** Each time a take finishes (taken or refused) the map reloads, so it shows who holds what now. */
const useReloadAfterTake = (busy: boolean, reload: () => void) => {
  const wasBusy = useRef(busy)
  useEffect(() => {
    if (wasBusy.current && !busy) reload()
    wasBusy.current = busy
  }, [busy, reload])
}

/**
 * When a take adds places, the held places and their "Continuar" come into view and take focus
 * in the frame they render (a layout effect, an instant scroll): on a phone they sit a thousand
 * pixels above the map the shopper was choosing on, and a smooth scroll reached them late. The
 * panel's own entrance (FunctionPage.css.ts heldPanel) is the only motion, and only where the
 * shopper has not asked for less.
 */
const useShowHeldAfterTake = (held: number, heading: RefObject<HTMLHeadingElement | null>) => {
  const before = useRef(held)
  useLayoutEffect(() => {
    const grew = held > before.current
    before.current = held
    const target = heading.current
    if (!grew || target === null) return
    target.closest("section")?.scrollIntoView?.({ block: "start", behavior: "instant" })
    target.focus({ preventScroll: true })
  }, [held, heading])
}

interface Props {
  readonly performance: Performance
  readonly reload: () => void
}

/** A loaded function: its sectors, the seat map or the quantity form, promotions and what is held. */
export const PerformanceView = ({ performance, reload }: Props) => {
  const cart = useCart()
  const { idFuncion } = performance
  const model = useMemo(() => buildSeatMap(performance.listaSector), [performance.listaSector])
  const line = cart.lines.find((candidate) => candidate.idFuncion === idFuncion)
  const placesLeft = placesLeftToTake(performance.nMaximoPosiciones, line?.positions ?? 0)
  const mine = useMemo(
    () => (line === undefined ? NO_SEATS : new Set(line.held.map((place) => place.idPosicion))),
    [line],
  )
  const [sectorId, setSectorId] = useState(() => firstOpenSector(performance))
  const [pickedPromotion, setPickedPromotion] = useState<number | null>(null)
  const chosen = useChosenSeats(model, placesLeft)
  const seatName = useSeatNames(model)
  useReloadAfterTake(cart.isBusy, reload)
  const heldHeading = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()
  useShowHeldAfterTake(line?.positions ?? 0, heldHeading)

  const sector = performance.listaSector.find((candidate) => candidate.idSector === sectorId) ?? null
  const sectorIndex = sector === null ? -1 : sectorIndexOf(model, sector.idSector)
  const { press } = chosen
  const pressSeat = useCallback(
    (index: number) => {
      press(index)
      // A seat of another sector makes that sector the current one (its seats become the keyboard grid).
      const pressedSector = model.sectors[model.sectorOf[index] ?? -1]?.sector
      if (pressedSector !== undefined) setSectorId(pressedSector.idSector)
    },
    [press, model],
  )
  const promotionProps = {
    promotions: performance.listaPromocion,
    pickedPromotion,
    onPickPromotion: setPickedPromotion,
    busy: cart.isBusy,
  }

  return (
    <div className={styles.page}>
      <FunctionSummary performance={performance} />
      <TakeStatus />
      <HeldPlaces idFuncion={idFuncion} ref={heldHeading} />
      <div className={styles.layout}>
        <div className={styles.sectorsArea}>
          <SectorPicker sectors={performance.listaSector} value={sectorId} onChange={setSectorId} />
        </div>
        <div className={styles.mapArea}>
          {/* The map and the ways to take places are the browser's: the server's HTML shows where they go. */}
          {!hydrated ? (
            <div className={styles.boneMap} aria-hidden="true" />
          ) : (
            <>
              {model.seats.length > 0 && (
                <SeatMap
                  model={model}
                  sectorIndex={sectorIndex}
                  sectorId={sectorId}
                  chosen={chosen.set}
                  mine={mine}
                  seatName={seatName}
                  onSeatPressed={pressSeat}
                  onSectorPressed={setSectorId}
                  standing={sector !== null && !sector.lNumerada}
                />
              )}
              {sector !== null && !sector.lNumerada && (
                <QuantityForm
                  key={sector.idSector}
                  kind="general"
                  sector={sector}
                  placesLeft={placesLeft}
                  {...promotionProps}
                  onTake={(quantity, idPromocion) =>
                    cart.takeBestAvailable(idFuncion, sector.idSector, quantity, idPromocion)
                  }
                />
              )}
            </>
          )}
        </div>
        <div className={styles.purchaseArea}>
          {hydrated && (
            <>
              {model.seats.length > 0 && (
                <ChosenSeats
                  model={model}
                  chosen={chosen}
                  placesLeft={placesLeft}
                  {...promotionProps}
                  onTake={(idPromocion) => cart.takeSeats(idFuncion, chosen.ids, idPromocion)}
                  heldCount={line?.positions ?? 0}
                  standingSector={sector !== null && !sector.lNumerada ? sector.cNombre : null}
                />
              )}
              {sector !== null && sector.lNumerada && (
                <QuantityForm
                  key={sector.idSector}
                  kind="best"
                  sector={sector}
                  placesLeft={placesLeft}
                  {...promotionProps}
                  onTake={(quantity, idPromocion, wheelchair) =>
                    cart.takeBestAvailable(idFuncion, sector.idSector, quantity, idPromocion, wheelchair)
                  }
                />
              )}
              {model.seats.length > 0 && (
                <SeatListChooser
                  model={model}
                  sectorIndex={sectorIndex}
                  chosen={chosen.set}
                  mine={mine}
                  seatName={seatName}
                  onSectorChange={setSectorId}
                  onSeatPressed={pressSeat}
                />
              )}
            </>
          )}
        </div>
        <div className={styles.promotionsArea}>
          <PromotionList promotions={performance.listaPromocion} sectors={performance.listaSector} />
        </div>
      </div>
    </div>
  )
}
