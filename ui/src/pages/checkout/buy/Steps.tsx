import { useT } from "../../../app/ShopContext.js"
import * as styles from "./Steps.css.js"

const STEPS = ["seats", "delivery", "extras", "payment"] as const
export type StepName = (typeof STEPS)[number]

/** Where the shopper is in the purchase, for the eyes and for screen readers (aria-current). */
export const Steps = ({ current }: { readonly current: StepName }) => {
  const t = useT()
  const currentIndex = STEPS.indexOf(current)
  return (
    <ol className={styles.steps} aria-label={t("checkout.steps.label")}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          aria-current={index === currentIndex ? "step" : undefined}
          data-state={index < currentIndex ? "done" : undefined}
        >
          {t(`checkout.steps.${step}`)}
        </li>
      ))}
    </ol>
  )
}
