import { useId, type ReactNode } from "react"

interface Props {
  readonly title: string
  /** The heading's level where the part stands in its page. */
  readonly level: "h2" | "h3"
  /** A landmark of its own kind (a table of contents is a nav); a section unless said. */
  readonly as?: "section" | "nav"
  readonly className: string
  readonly titleClassName: string
  readonly children: ReactNode
}

/** A part of a page named by its heading (aria-labelledby): an order's totals, the featured shows… */
export const TitledSection = ({
  title,
  level: Heading,
  as: Landmark = "section",
  className,
  titleClassName,
  children,
}: Props) => {
  const titleId = useId()
  return (
    <Landmark className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  )
}
