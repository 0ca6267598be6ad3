import type { ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import * as styles from "./InfoPage.css.js"
import { TableOfContents, type ContentsEntry } from "./TableOfContents.js"

interface Props {
  /** Locale keys of the page's title and its opening line. */
  readonly titleKey: string
  readonly leadKey: string
  /** A line under the lead, e.g. when the terms came into force. */
  readonly meta?: string | undefined
  /** Long pages list their sections, each a jump to its heading. */
  readonly contents?: ReadonlyArray<ContentsEntry> | undefined
  /** Cards side by side need the whole width; prose keeps a readable line length. */
  readonly wide?: boolean
  readonly children: ReactNode
}

/** The frame of every information page: its title, a table of contents when long, the text. */
export const InfoPage = ({ titleKey, leadKey, meta, contents = [], wide = false, children }: Props) => {
  const t = useT()
  const hasContents = contents.length > 0
  return (
    <article className={styles.page} aria-labelledby="info-title">
      <div className={hasContents ? `${styles.layout} ${styles.layoutWithContents}` : styles.layout}>
        <header className={styles.header}>
          <h1 id="info-title" className={styles.title}>
            {t(titleKey)}
          </h1>
          <p className={styles.lead}>{t(leadKey)}</p>
          {meta !== undefined && <p className={styles.meta}>{meta}</p>}
        </header>
        {hasContents && <TableOfContents entries={contents} />}
        <div className={wide ? styles.body : `${styles.body} ${styles.narrow}`}>{children}</div>
      </div>
    </article>
  )
}
