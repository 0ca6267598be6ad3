import { Suspense, useState } from "react"
import { lazyChunk } from "../app/lazyChunk.js"
import { useShop, useT } from "../app/ShopContext.js"
import { Button } from "../components/Button.js"
import { withGroupTexts } from "../i18n/i18n.js"

// A part of its own (app/lazyParts.ts): only a shopper who asks to send the log downloads the dialog.
const SendLogDialog = lazyChunk(() => withGroupTexts("purchase", import("./SendLogDialog.js")))

/**
 * "Enviar registro a soporte" (docs/replay.md, "Support inbox"): wakes this tab's machines, whose log
 * it sends, then opens the dialog that asks the shopper's consent. The press wakes them rather than
 * LiveMachines: importing it here would split it out of the first download's chunk into one of its own.
 */
export const SendLogButton = () => {
  const t = useT()
  const shop = useShop()
  const [state, setState] = useState<"closed" | "waking" | "open" | "failed">("closed")
  const open = () => {
    setState("waking")
    shop
      .services()
      .then((services) => services.tab.wake())
      .then(
        () => setState("open"),
        () => setState("failed"),
      )
  }
  // A block of its own: in a page's column the button keeps its own width.
  return (
    <div>
      <Button kind="secondary" onClick={open} busy={state === "waking"}>
        {t("supportLog.open")}
      </Button>
      {state === "failed" && <p role="alert">{t("supportLog.errors.other")}</p>}
      {state === "open" && (
        <Suspense fallback={null}>
          <SendLogDialog onClose={() => setState("closed")} />
        </Suspense>
      )}
    </div>
  )
}
