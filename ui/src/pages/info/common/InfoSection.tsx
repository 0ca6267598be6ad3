import type { ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import * as layout from "./InfoPage.css.js"
import { InfoLink, type InfoLinkTarget } from "./InfoLink.js"
import * as styles from "./InfoSection.css.js"
import { optionalText, textList } from "./textList.js"

interface Props {
  /** The heading's id: the anchor of the table of contents. */
  readonly id: string
  /** Where its texts are: `title`, then any of `body` (paragraphs), `list`, `after`, `note`. */
  readonly textKey: string
  readonly links?: ReadonlyArray<InfoLinkTarget>
  /** The list is steps to follow in order. */
  readonly ordered?: boolean
  readonly children?: ReactNode
}

/** One titled part of a long page, drawn from the locale files. */
export const InfoSection = ({ id, textKey, links = [], ordered = false, children }: Props) => {
  const t = useT()
  const paragraphs = (part: string) => textList(t, `${textKey}.${part}`).map((text) => <p key={text}>{text}</p>)
  const list = textList(t, `${textKey}.list`)
  const note = optionalText(t, `${textKey}.note`)
  const List = ordered ? "ol" : "ul"
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className={layout.anchor}>
        {t(`${textKey}.title`)}
      </h2>
      {paragraphs("body")}
      {list.length > 0 && (
        <List>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )}
      {paragraphs("after")}
      {note !== null && <p className={styles.note}>{note}</p>}
      {children}
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <InfoLink {...link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The table of contents of a page made of sections. */
export const useSectionContents = (sections: ReadonlyArray<{ readonly id: string }>, textKey: string) => {
  const t = useT()
  return sections.map(({ id }) => ({ id, label: t(`${textKey}.${id}.title`) }))
}
