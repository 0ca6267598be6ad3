import { useT } from "../../../app/ShopContext.js"
import { useAnchorFromAddress } from "./anchors.js"
import { InfoPage } from "./InfoPage.js"
import type { InfoLinkTarget } from "./InfoLink.js"
import { InfoSection, useSectionContents } from "./InfoSection.js"
import { optionalText } from "./textList.js"

export interface SectionSpec {
  /** The section's anchor, also its key under `<textKey>.sections`. */
  readonly id: string
  readonly links?: ReadonlyArray<InfoLinkTarget>
  readonly ordered?: boolean
}

interface Props {
  /** The page's texts: `title`, `lead`, an optional `meta` line, `sections.<id>.*`. */
  readonly textKey: string
  readonly sections: ReadonlyArray<SectionSpec>
}

/** A long page of titled sections (terms, privacy, e-tickets) with its table of contents. */
export const SectionedPage = ({ textKey, sections }: Props) => {
  const t = useT()
  const contents = useSectionContents(sections, `${textKey}.sections`)
  useAnchorFromAddress()
  return (
    <InfoPage
      titleKey={`${textKey}.title`}
      leadKey={`${textKey}.lead`}
      meta={optionalText(t, `${textKey}.meta`) ?? undefined}
      contents={contents}
    >
      {sections.map((section) => (
        <InfoSection
          key={section.id}
          id={section.id}
          textKey={`${textKey}.sections.${section.id}`}
          links={section.links ?? []}
          ordered={section.ordered ?? false}
        />
      ))}
    </InfoPage>
  )
}
