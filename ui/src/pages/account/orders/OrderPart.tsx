import type { ReactNode } from "react"
import { TitledSection } from "../../../components/TitledSection.js"
import * as styles from "./Orders.css.js"

/** A part of an order's card named by its heading: its documents, its totals, its refund. */
export const OrderPart = ({
  title,
  className = styles.part,
  children,
}: {
  readonly title: string
  readonly className?: string
  readonly children: ReactNode
}) => (
  <TitledSection level="h3" className={className} titleClassName={styles.partTitle} title={title}>
    {children}
  </TitledSection>
)
