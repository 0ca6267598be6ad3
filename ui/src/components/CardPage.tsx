import { useId, type ReactNode } from "react"
import * as styles from "./CardPage.css.js"

interface Props {
  /** The page's own style: CardPage.css's page with the width it needs. */
  readonly className: string
  readonly title: string
  /** Its content is still on its way (a hand-over to the identity provider). */
  readonly busy?: boolean
  readonly children: ReactNode
}

/** A page that is one centred card named by its heading: log in, sign up, a purchase's result. */
export const CardPage = ({ className, title, busy, children }: Props) => {
  const titleId = useId()
  return (
    <div className={className}>
      <section className={styles.card} aria-labelledby={titleId} aria-busy={busy}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  )
}
