import { useT } from "../../../app/ShopContext.js"
import { InfoLink, type InfoLinkTarget } from "../common/InfoLink.js"
import { textList } from "../common/textList.js"
import { card } from "../common/card.css.js"
import * as styles from "./Problems.css.js"

export interface Problem {
  /** Its key under `<textKey>.<id>`: a `title` and an `answer` (paragraphs). */
  readonly id: string
  readonly link?: InfoLinkTarget
}

/** Common problems and what to do about each, before writing to a person. */
export const Problems = ({
  textKey,
  problems,
}: {
  readonly textKey: string
  readonly problems: ReadonlyArray<Problem>
}) => {
  const t = useT()
  return (
    <ul className={styles.list}>
      {problems.map((problem) => (
        <li key={problem.id} className={card}>
          <h3>{t(`${textKey}.${problem.id}.title`)}</h3>
          {textList(t, `${textKey}.${problem.id}.answer`).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {problem.link !== undefined && <InfoLink {...problem.link} />}
        </li>
      ))}
    </ul>
  )
}
