import { use, type ReactNode } from "react"
import { useServices, useSystemSelector } from "./ShopContext.js"

/**
 * Shows its children once this tab's purchase machines run: checkout and account pages (they
 * need the customer's session and the purchase) and the debug panel. Until then it suspends (the
 * page's skeleton); machines that fail to load reach the page's boundary, which offers a reload.
 */
export const LiveMachines = ({ children }: { readonly children: ReactNode }) => {
  const { tab } = useServices()
  // Drawn again when the machines start (a snapshot from them replaces the resting one).
  useSystemSelector(() => tab.live() !== null)
  if (tab.live() === null) use(tab.wake())
  return children
}
