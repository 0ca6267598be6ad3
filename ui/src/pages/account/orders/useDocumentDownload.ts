import type { ApiFailure } from "@boleteria/core"
import { useCallback, useState } from "react"
import { useLocation } from "wouter"
import { useSession, useTenant } from "../../../app/ShopContext.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import { downloadDocument, saveFile } from "./downloadDocument.js"

export type DownloadState =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly key: string }
  | { readonly status: "done"; readonly key: string; readonly filename: string }
  | { readonly status: "failed"; readonly key: string; readonly failure: ApiFailure }

/**
 * Downloads an order's e-ticket or bill with the session's token. A network failure raises the
 * attention dialog (SPEC §8); an ended session goes to login and comes back here; any other
 * refusal (a bill still processing) is the page's to show beside the button.
 */
export const useDocumentDownload = () => {
  const tenant = useTenant()
  const { token } = useSession()
  const attend = useAttention()
  const [location, navigate] = useLocation()
  const [state, setState] = useState<DownloadState>({ status: "idle" })

  const download = useCallback(
    async (key: string, path: string, fallbackName: string) => {
      setState({ status: "running", key })
      const result = await downloadDocument(tenant.apiBase.replace(/\/+$/u, "") + path, token, fallbackName)
      if (result.ok) {
        saveFile(result.blob, result.filename)
        setState({ status: "done", key, filename: result.filename })
        return
      }
      setState({ status: "failed", key, failure: result.failure })
      if (result.failure._tag === "NetworkError") attend(result.failure)
      if (result.failure._tag === "Unauthorized") {
        navigate(`/login?nextUrl=${encodeURIComponent(location)}`, { replace: true })
      }
    },
    [tenant.apiBase, token, attend, navigate, location],
  )
  return { state, download }
}
