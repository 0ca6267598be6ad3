import {
  applicablePromotions,
  offersWheelchairSpace,
  promotionChoice,
  promotionToSend,
  quantityChoices,
  type Promotion,
  type Sector,
} from "@boleteria/core"
import { useId, useState, type FormEvent } from "react"
import { useT } from "../../../app/ShopContext.js"
import { Button } from "../../../components/Button.js"
import * as styles from "./FunctionPage.css.js"
import { PromotionPicker } from "./PromotionPicker.js"

interface Props {
  /** "general": a general-admission sector; "best": the best seats of a numbered one. */
  readonly kind: "general" | "best"
  readonly sector: Sector
  readonly placesLeft: number
  readonly promotions: ReadonlyArray<Promotion>
  readonly pickedPromotion: number | null
  readonly onPickPromotion: (idPromocion: number | null) => void
  readonly busy: boolean
  /** `wheelchair`: the shopper asked for a wheelchair space (and companion seats beside it). */
  readonly onTake: (quantity: number, idPromocion: number | null, wheelchair: boolean) => void
}

/** How many places, then the best available in the sector (TomarGrupo). */
export const QuantityForm = (props: Props) => {
  const { kind, sector, placesLeft } = props
  const t = useT()
  const selectId = useId()
  const [wanted, setWanted] = useState(1)
  const [wheelchair, setWheelchair] = useState(false)
  const offersWheelchair = kind === "best" && offersWheelchairSpace(sector)
  const choices = quantityChoices(sector.nDisponibles, placesLeft)
  const quantity = Math.min(wanted, choices.length)
  const promotion = promotionChoice(
    applicablePromotions(props.promotions, [sector.idSector], quantity),
    Array.from({ length: quantity }, () => sector),
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (quantity > 0)
      props.onTake(quantity, promotionToSend(promotion, props.pickedPromotion), offersWheelchair && wheelchair)
  }

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className={styles.panelTitle}>
        {t(kind === "general" ? "function.quantity.generalTitle" : "function.quantity.bestTitle", {
          sector: sector.cNombre,
        })}
      </h2>
      {kind === "best" && <p className={styles.muted}>{t("function.quantity.bestHelp")}</p>}
      {choices.length === 0 ? (
        <p className={styles.notice}>
          {t(placesLeft === 0 ? "function.quantity.limitReached" : "function.quantity.noneLeft")}
        </p>
      ) : (
        <>
          <label className={styles.field} htmlFor={selectId}>
            {t("function.quantity.label")}
            <select
              id={selectId}
              className={styles.select}
              value={quantity}
              onChange={(event) => setWanted(Number(event.target.value))}
            >
              {choices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {offersWheelchair && (
            <label className={styles.check}>
              <input
                type="checkbox"
                className={styles.checkBox}
                checked={wheelchair}
                onChange={(event) => setWheelchair(event.target.checked)}
              />
              <span>
                {t("function.quantity.wheelchair")}
                <span className={styles.small}> {t("function.quantity.wheelchairHelp")}</span>
              </span>
            </label>
          )}
          <PromotionPicker choice={promotion} picked={props.pickedPromotion} onPick={props.onPickPromotion} />
          <Button type="submit" busy={props.busy}>
            {t(kind === "general" ? "function.quantity.takeGeneral" : "function.quantity.takeBest")}
          </Button>
        </>
      )}
    </form>
  )
}
