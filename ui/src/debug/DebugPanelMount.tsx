import { Suspense, useEffect, useState } from "react"
import { useSearch } from "wouter"
import { lazyChunk } from "../app/lazyChunk.js"
import { withGroupTexts } from "../i18n/i18n.js"
import { LiveMachines } from "../app/LiveMachines.js"
import { PageErrorBoundary } from "../components/PageBoundary.js"

// A chunk of its own: shoppers who never ask for it never download it.
const DebugPanel = lazyChunk(() => withGroupTexts("purchase", import("./DebugPanel.js")))

/**
 * Opens the debug panel when the address carries `?debug=1`. It stays open while the shopper
 * moves on (the shop navigates without the query) until it is closed.
 */
export const DebugPanelMount = () => {
  const asked = new URLSearchParams(useSearch()).get("debug") === "1"
  const [open, setOpen] = useState(asked)
  useEffect(() => {
    if (asked) setOpen(true)
  }, [asked])
  if (!open) return null
  return (
    <PageErrorBoundary resetKey="debug">
      <Suspense fallback={null}>
        <LiveMachines>
          <DebugPanel onClose={() => setOpen(false)} />
        </LiveMachines>
      </Suspense>
    </PageErrorBoundary>
  )
}
