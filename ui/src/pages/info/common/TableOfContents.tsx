import type { MouseEvent } from "react"
import { useT } from "../../../app/ShopContext.js"
import { jumpToAnchor } from "./anchors.js"
import * as styles from "./InfoPage.css.js"
import { TitledSection } from "../../../components/TitledSection.js"

export interface ContentsEntry {
  /** The id of the heading (or FAQ item) it jumps to. */
  readonly id: string
  readonly label: string
}

export const TableOfContents = ({ entries }: { readonly entries: ReadonlyArray<ContentsEntry> }) => {
  const t = useT()
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    jumpToAnchor(id)
  }
  return (
    <TitledSection
      as="nav"
      level="h2"
      className={styles.contents}
      titleClassName={styles.contentsTitle}
      title={t("info.common.contents")}
    >
      <ol className={styles.contentsList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.contentsLink} onClick={(event) => jump(event, entry.id)}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}
