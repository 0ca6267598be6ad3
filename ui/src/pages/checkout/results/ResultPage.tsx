import type { ReactNode } from "react"
import * as checkoutStyles from "../checkout.css.js"
import * as styles from "./ResultPage.css.js"

interface Props {
  readonly title: string
  readonly children: ReactNode
  /** Links onwards: the shopper always has somewhere to go. */
  readonly actions: ReactNode
}

/** The frame of every page that ends a purchase: what happened, then where to go. */
export const ResultPage = ({ title, children, actions }: Props) => (
  <div className={styles.page}>
    <section className={styles.card} aria-labelledby="result-title">
      <h1 id="result-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      <div className={checkoutStyles.actions}>{actions}</div>
    </section>
  </div>
)
