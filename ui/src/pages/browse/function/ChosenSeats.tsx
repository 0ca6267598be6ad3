import {
  applicablePromotions,
  pickedAmount,
  promotionChoice,
  promotionToSend,
  seatPromotionsOf,
  splitProblems,
  splittablePromotions,
  type Promotion,
  type SeatMapModel,
  type SeatPromotion,
} from "@boleteria/core"
import { useId } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./FunctionPage.css.js"
import { PromotionPicker } from "./PromotionPicker.js"
import { PromotionSplitPicker } from "./PromotionSplitPicker.js"
import type { ChosenSeats as Chosen } from "./useChosenSeats.js"
import { usePromotionSplit } from "./usePromotionSplit.js"

interface Props {
  readonly model: SeatMapModel
  readonly chosen: Chosen
  readonly placesLeft: number
  readonly promotions: ReadonlyArray<Promotion>
  readonly pickedPromotion: number | null
  readonly onPickPromotion: (idPromocion: number | null) => void
  readonly busy: boolean
  /** The promotion for every seat, or a split among promotions (multiPromotion): the seats with one. */
  readonly onTake: (promotion: number | null | ReadonlyArray<SeatPromotion>) => void
  /** How many places this purchase already holds for the function (listed above, with "Continuar"). */
  readonly heldCount: number
  /** The name of the chosen sector when it is a standing area (bought by quantity, below the map); else null. */
  readonly standingSector: string | null
}

/** The seats picked on the map, each removable, and the button that takes them (Posiciones/Tomar). */
export const ChosenSeats = ({
  model,
  chosen,
  placesLeft,
  promotions,
  pickedPromotion,
  onPickPromotion,
  busy,
  onTake,
  heldCount,
  standingSector,
}: Props) => {
  const t = useT()
  const multiPromotion = useTenant().flags.multiPromotion
  const problemId = useId()
  const seats = chosen.ids.flatMap((id) => {
    const index = model.indexById.get(id)
    const seat = index === undefined ? undefined : model.seats[index]
    const sector = index === undefined ? undefined : model.sectors[model.sectorOf[index]!]?.sector
    return seat === undefined || sector === undefined ? [] : [{ seat, sector }]
  })
  const sectorIds = [...new Set(seats.map(({ sector }) => sector.idSector))]
  const offered = (multiPromotion ? splittablePromotions : applicablePromotions)(promotions, sectorIds, seats.length)
  const promotion = promotionChoice(
    offered,
    seats.map(({ sector }) => sector),
  )
  const split = usePromotionSplit(offered, seats.length)
  const splitHolds = splitProblems(split.shares, offered, seats.length).length === 0
  const splitInUse = multiPromotion && offered.length > 0
  const promotionToTake = splitInUse
    ? seatPromotionsOf(
        seats.map(({ seat }) => seat.idPosicion),
        split.shares,
      )
    : promotionToSend(promotion, pickedPromotion)
  const promoted = splitInUse
    ? split.shares.some((share) => share.idPromocion !== null && share.quantity > 0)
    : promotionToTake !== null
  const status =
    chosen.lastOutcome === "limitReached"
      ? t("function.selection.limit", { max: placesLeft })
      : chosen.lastOutcome === "unavailable"
        ? t("function.selection.unavailable")
        : ""
  // A standing area has no seats to tap: nothing here to choose or take until seats are chosen elsewhere.
  const standingOnly = seats.length === 0 && standingSector !== null

  return (
    <section className={styles.panel} aria-labelledby="function-chosen-seats">
      <h2 id="function-chosen-seats" className={styles.panelTitle}>
        {t("function.selection.title")}
      </h2>
      <p className={styles.muted}>{t("function.selection.count", { count: seats.length, max: placesLeft })}</p>
      <p role="status" className={status === "" ? styles.status : styles.notice}>
        {status}
      </p>
      {seats.length === 0 ? (
        <p className={styles.muted}>
          {standingOnly
            ? t("function.selection.emptyStanding", { sector: standingSector })
            : heldCount > 0
              ? t("function.selection.emptyWithHeld", { count: heldCount })
              : t("function.selection.empty")}
        </p>
      ) : (
        <ul className={styles.list}>
          {seats.map(({ seat, sector }) => {
            const label = t("function.selection.seat", { sector: sector.cNombre, row: seat.cFila, seat: seat.cButaca })
            return (
              <li key={seat.idPosicion} className={styles.row}>
                <span>
                  {label} · <Price amount={sector.fPrecio} />
                </span>
                <button
                  type="button"
                  className={styles.textButton}
                  aria-label={t("function.selection.remove", { seat: label })}
                  onClick={() => chosen.remove(seat.idPosicion)}
                >
                  {t("function.selection.removeShort")}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {standingOnly ? null : multiPromotion ? (
        <PromotionSplitPicker choice={promotion} split={split} problemId={problemId} />
      ) : (
        <PromotionPicker choice={promotion} picked={pickedPromotion} onPick={onPickPromotion} />
      )}
      {/* On a phone, once seats are chosen, this bar sticks to the bottom of the screen. */}
      <div
        className={seats.length > 0 ? styles.takeBarStuck : styles.takeBar}
        data-testid="take-bar"
        hidden={standingOnly}
      >
        {seats.length > 0 && (
          <p className={styles.takeSummary}>
            {t("function.selection.summary", { count: seats.length })}{" "}
            <strong>
              <Price amount={pickedAmount(promotion, splitInUse ? split.shares : pickedPromotion)} />
            </strong>
            <span className={styles.small}>
              {" "}
              {t(promoted ? "function.selection.summaryNotePromotion" : "function.selection.summaryNote")}
            </span>
          </p>
        )}
        <Button
          disabled={seats.length === 0 || busy || (splitInUse && !splitHolds)}
          aria-describedby={splitInUse ? problemId : undefined}
          onClick={() => onTake(promotionToTake)}
        >
          {t("function.selection.take", { count: seats.length })}
        </Button>
      </div>
    </section>
  )
}
