import { useId, type ReactNode } from "react"
import { AccountNav } from "./AccountNav.js"
import * as styles from "./AccountPage.css.js"

interface Props {
  readonly title: string
  readonly lead?: string
  readonly children: ReactNode
}

/** Every account page: the account's menu, then the page's title, its lead and its content. */
export const AccountPage = ({ title, lead, children }: Props) => {
  const titleId = useId()
  return (
    <div className={styles.layout}>
      <AccountNav />
      <section className={styles.main} aria-labelledby={titleId}>
        <header className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead !== undefined && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </section>
    </div>
  )
}
