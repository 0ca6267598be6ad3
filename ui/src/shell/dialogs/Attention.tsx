import type { ApiFailure } from "@boleteria/core"
import { createContext, useCallback, useContext, useState, type ReactNode } from "react"
import { useT } from "../../app/ShopContext.js"
import { Button } from "../../components/Button.js"
import { Dialog } from "../../components/Dialog.js"

type Attend = (failure: ApiFailure) => void

const AttentionContext = createContext<Attend | null>(null)

/**
 * Pages hand every failed call to `useAttention()`; SPEC §8: a network failure (code 555)
 * shows the attention dialog with OK. Other failures are the page's to show in place.
 */
export const useAttention = (): Attend => {
  const attend = useContext(AttentionContext)
  if (attend === null) throw new Error("AttentionProvider is missing above this component")
  return attend
}

export const AttentionProvider = ({ children }: { readonly children: ReactNode }) => {
  const t = useT()
  const [open, setOpen] = useState(false)
  const attend = useCallback<Attend>((failure) => {
    if (failure._tag === "NetworkError") setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  return (
    <AttentionContext.Provider value={attend}>
      {children}
      {open && (
        <Dialog
          title={t("errors.attentionTitle")}
          onDismiss={close}
          actions={<Button onClick={close}>{t("common.ok")}</Button>}
        >
          <p>{t("errors.communication")}</p>
        </Dialog>
      )}
    </AttentionContext.Provider>
  )
}
