import type { SeatMapModel } from "@boleteria/core"
import type { ReactNode } from "react"
import { useT } from "../../../../app/ShopContext.js"
import { Price } from "../../../../components/Price.js"
import { vars } from "../../../../theme/contract.css.js"
import * as styles from "./SeatMap.css.js"
import { tierColour } from "./seatPalette.js"

type Mark = "free" | "chosen" | "mine" | "taken" | "wheelchair" | "companion"
const MARKS: ReadonlyArray<Mark> = ["free", "chosen", "mine", "taken", "wheelchair", "companion"]

const WHEELCHAIR_PATH = "M9.4 3.3a1.3 1.3 0 1 1 0 .01M8.2 5.4 7.9 9.3h3.5l1.6 4M8.1 7h2.7M5.2 7.5a3.4 3.4 0 1 0 4.6 4.3"

/** The same shapes the canvas draws (seatMarks.ts): colour is never the only difference. */
const Swatch = ({ children }: { readonly children: ReactNode }) => (
  <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.swatch}>
    {children}
  </svg>
)

const MarkSwatch = ({ mark }: { readonly mark: Mark }) => {
  const white = {
    stroke: "#ffffff",
    strokeWidth: 1.5,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    fill: "none",
  } as const
  const free = tierColour(0)
  return (
    <Swatch>
      {
        {
          free: (
            <>
              <circle cx="5" cy="8" r="4" fill={free} />
              <circle cx="12" cy="8" r="3.5" fill={tierColour(1)} />
            </>
          ),
          chosen: (
            <>
              <circle cx="8" cy="8" r="7" fill={vars.color.text} />
              <path d="M4.8 8.1 7 10.4 11.4 5.6" {...white} />
            </>
          ),
          mine: (
            <>
              <path d="M8 0.5 15.5 8 8 15.5 0.5 8Z" fill={vars.color.focus} />
              <circle cx="8" cy="8" r="2.2" fill="#ffffff" />
            </>
          ),
          taken: <path d="M4 4 12 12M12 4 4 12" stroke="#8e949a" strokeWidth="2.4" strokeLinecap="round" />,
          wheelchair: (
            <>
              <rect x="1" y="1" width="14" height="14" rx="3" fill={free} />
              <path d={WHEELCHAIR_PATH} {...white} strokeWidth={1.3} />
            </>
          ),
          companion: (
            <>
              <circle cx="8" cy="8" r="7" fill={free} />
              <circle cx="8" cy="8" r="4.2" {...white} strokeWidth={1.4} />
            </>
          ),
        }[mark]
      }
    </Swatch>
  )
}

/** What the marks mean, and the price of each colour with the sectors sold at it. */
export const SeatLegend = ({ model }: { readonly model: SeatMapModel }) => {
  const t = useT()
  const hasAccess = model.seats.some((seat) => seat.cAcceso !== undefined)
  const marks = MARKS.filter((mark) => hasAccess || (mark !== "wheelchair" && mark !== "companion"))
  const sectorNames = (ids: ReadonlyArray<number>) =>
    [...model.sectors.map((entry) => entry.sector), ...model.areas.map((area) => area.sector)]
      .filter((sector) => ids.includes(sector.idSector))
      .map((sector) => sector.cNombre)
      .join(", ")
  return (
    <div className={styles.legends}>
      <ul className={styles.legend} aria-label={t("function.legend.title")}>
        {marks.map((mark) => (
          <li key={mark} className={styles.legendItem} data-testid={`seat-legend-${mark}`}>
            <MarkSwatch mark={mark} />
            {t(`function.legend.${mark}`)}
          </li>
        ))}
      </ul>
      <ul className={styles.legend} aria-label={t("function.legend.prices")}>
        {model.tiers.map((tier, index) => (
          <li
            key={tier.sectorIds.join(" ")}
            className={styles.legendItem}
            data-testid="seat-tier"
            data-sectors={tier.sectorIds.join(" ")}
          >
            <Swatch>
              <circle cx="8" cy="8" r="7" fill={tierColour(index)} />
            </Swatch>
            <span>
              <strong>
                <Price amount={tier.price} />
              </strong>{" "}
              <span className={styles.legendNote}>
                {t("function.legend.tierSectors", { sectors: sectorNames(tier.sectorIds) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
