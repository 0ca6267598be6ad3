import type { ApiFailure } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useCallback, useState } from "react"
import { useLocation } from "wouter"
import { useServices } from "../../../app/ShopContext.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import { saveFile } from "./saveFile.js"

export type DownloadState =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly key: string }
  | { readonly status: "done"; readonly key: string; readonly filename: string }
  | { readonly status: "failed"; readonly key: string; readonly failure: ApiFailure }

/** One of an order's PDFs: its e-ticket, or one of its bills. */
export type OrderDocument =
  | { readonly kind: "eticket"; readonly idPedido: number }
  | { readonly kind: "bill"; readonly idPedido: number; readonly idComprobante: number }

/**
 * Downloads an order's e-ticket or bill through the Api (the session's token goes with it). A
 * network failure raises the attention dialog (SPEC §8); an ended session goes to login and comes
 * back here; any other refusal (a bill still processing) is the page's to show beside the button.
 */
export const useDocumentDownload = () => {
  const { api } = useServices()
  const attend = useAttention()
  const [location, navigate] = useLocation()
  const [state, setState] = useState<DownloadState>({ status: "idle" })

  const download = useCallback(
    async (key: string, document: OrderDocument) => {
      setState({ status: "running", key })
      const call =
        document.kind === "eticket"
          ? api.getEticket({ path: { idPedido: document.idPedido } })
          : api.getBill({ path: { idPedido: document.idPedido, idComprobante: document.idComprobante } })
      const result = await Effect.runPromise(Effect.result(call))
      if (result._tag === "Success") {
        saveFile(result.success)
        setState({ status: "done", key, filename: result.success.fileName })
        return
      }
      setState({ status: "failed", key, failure: result.failure })
      if (result.failure._tag === "NetworkError") attend(result.failure)
      if (result.failure._tag === "Unauthorized") {
        navigate(`/login?nextUrl=${encodeURIComponent(location)}`, { replace: true })
      }
    },
    [api, attend, navigate, location],
  )
  return { state, download }
}
