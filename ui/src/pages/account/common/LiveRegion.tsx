import type { ReactNode } from "react"
import { liveArea } from "./AccountPage.css.js"

/** Announces what appears in it (a save, a failure) without taking space while it is empty. */
export const LiveRegion = ({ children }: { readonly children: ReactNode }) => (
  <div aria-live="polite" className={liveArea}>
    {children}
  </div>
)
