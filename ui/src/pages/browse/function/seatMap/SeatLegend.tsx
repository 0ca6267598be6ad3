import { useT } from "../../../../app/ShopContext.js"
import { vars } from "../../../../theme/contract.css.js"
import type { SeatLook } from "./seatLook.js"
import * as styles from "./SeatMap.css.js"

const LOOKS: ReadonlyArray<SeatLook> = ["free", "chosen", "mine", "held", "sold"]

/** The same shapes the canvas draws: colour is never the only difference. */
const Swatch = ({ look }: { readonly look: SeatLook }) => {
  const shape = {
    free: <circle cx="8" cy="8" r="6" fill={vars.color.success} />,
    chosen: <circle cx="8" cy="8" r="6" fill={vars.color.primary} stroke={vars.color.text} strokeWidth="1.5" />,
    mine: <circle cx="8" cy="8" r="6" fill={vars.color.focus} />,
    held: <circle cx="8" cy="8" r="4.5" fill="none" stroke={vars.color.warning} strokeWidth="2.5" />,
    sold: <circle cx="8" cy="8" r="3.5" fill={vars.color.muted} />,
  }[look]
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {shape}
    </svg>
  )
}

export const SeatLegend = () => {
  const t = useT()
  return (
    <ul className={styles.legend} aria-label={t("function.legend.title")}>
      {LOOKS.map((look) => (
        <li key={look} className={styles.legendItem} data-testid={`seat-legend-${look}`}>
          <Swatch look={look} />
          {t(`function.legend.${look}`)}
        </li>
      ))}
    </ul>
  )
}
