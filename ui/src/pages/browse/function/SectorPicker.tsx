import type { Sector } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./FunctionPage.css.js"

interface Props {
  readonly sectors: ReadonlyArray<Sector>
  readonly value: number | null
  readonly onChange: (idSector: number) => void
}

/** Every sector with its price, service charge and availability; choosing one shows its seats or quantity. */
export const SectorPicker = ({ sectors, value, onChange }: Props) => {
  const t = useT()
  const count = new Intl.NumberFormat(useLocale())
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("function.sectors.title")}</legend>
      {sectors.map((sector) => {
        const soldOut = sector.nDisponibles === 0
        return (
          <label key={sector.idSector} className={styles.choice} data-testid={`sector-${sector.idSector}`}>
            <input
              type="radio"
              name="sector"
              className={styles.radio}
              value={sector.idSector}
              checked={value === sector.idSector}
              disabled={soldOut}
              onChange={() => onChange(sector.idSector)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{sector.cNombre}</span>
              <span>
                <Price amount={sector.fPrecio} />{" "}
                <span className={styles.small}>
                  {t("function.sectors.serviceCharge")} <Price amount={sector.fCargoServicio} />
                </span>
              </span>
              <span className={styles.small}>
                {t(sector.lNumerada ? "function.sectors.numbered" : "function.sectors.general")}
                {" · "}
                {soldOut
                  ? t("function.sectors.soldOut")
                  : t("function.sectors.available", { count: count.format(sector.nDisponibles) })}
              </span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
