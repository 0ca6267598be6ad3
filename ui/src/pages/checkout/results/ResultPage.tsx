import type { ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import { CardPage } from "../../../components/CardPage.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./ResultPage.css.js"

/** A way on from a result: where it goes and the locale key of its words. */
export interface Way {
  readonly to: string
  readonly text: string
}

export const TO_ORDERS: Way = { to: "/myOrders", text: "checkout.toOrders" }

const TO_BILLBOARD: Way = { to: "/", text: "checkout.toBillboard" }

/** Back to the function the purchase was of, when the tab knows it. */
export const backToFunction = (lastFunctionPath: string | null): Way | null =>
  lastFunctionPath === null ? null : { to: lastFunctionPath, text: "checkout.backToFunction" }

interface Props {
  readonly title: string
  readonly children: ReactNode
  /** The ways on before the billboard, which every result offers last (null: one this page lacks now). */
  readonly ways?: ReadonlyArray<Way | null>
}

/** The frame of every page that ends a purchase: what happened, then where to go (always somewhere). */
export const ResultPage = ({ title, children, ways = [] }: Props) => {
  const t = useT()
  return (
    <CardPage className={styles.page} title={title}>
      <div className={styles.body}>{children}</div>
      <div className={checkoutStyles.actions}>
        {[...ways, TO_BILLBOARD].map(
          (way) =>
            way !== null && (
              <ShopLink key={way.to} to={way.to} className={checkoutStyles.link}>
                {t(way.text)}
              </ShopLink>
            ),
        )}
      </div>
    </CardPage>
  )
}
