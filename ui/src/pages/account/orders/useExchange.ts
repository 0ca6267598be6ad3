import type { ApiFailure, ChargeRequest, ExchangeOptions, ExchangeQuote, ExchangeSettlement } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useCallback, useEffect, useState } from "react"
import { useServices } from "../../../app/ShopContext.js"

/** Where an exchange stands: its options, the places held and their balance, then how it settled. */
export type ExchangeStep =
  | { readonly step: "loading" }
  | { readonly step: "choosing"; readonly options: ExchangeOptions }
  | {
      readonly step: "held"
      readonly options: ExchangeOptions
      readonly quote: ExchangeQuote
      /** The card's answer when it was not approved (declined, or still processing). */
      readonly unsettled: ExchangeSettlement | null
    }
  | { readonly step: "settled"; readonly settlement: ExchangeSettlement }

/**
 * The exchange of one order (docs/exchanges.md), over the Api's four calls: its options, the take of
 * the new places (again on the same process when the shopper chooses again), and the settlement.
 * The server judges every rule; the page shows what it answers.
 */
export const useExchange = (idPedido: number) => {
  const { api } = useServices()
  const [state, setState] = useState<ExchangeStep>({ step: "loading" })
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [busy, setBusy] = useState(false)
  // Choosing again moves the places of the same exchange, on its clock.
  const [processId, setProcessId] = useState(0)

  useEffect(() => {
    let live = true
    void Effect.runPromise(Effect.result(api.getExchangeOptions({ path: { idPedido } }))).then((result) => {
      if (!live) return
      if (result._tag === "Success") setState({ step: "choosing", options: result.success })
      else setFailure(result.failure)
    })
    return () => {
      live = false
    }
  }, [api, idPedido])

  const run = useCallback(async <A>(call: Effect.Effect<A, ApiFailure>, then: (answer: A) => void) => {
    setBusy(true)
    setFailure(null)
    const result = await Effect.runPromise(Effect.result(call))
    setBusy(false)
    if (result._tag === "Success") then(result.success)
    else setFailure(result.failure)
  }, [])

  const hold = (idFuncion: number, idSector: number) => {
    if (state.step !== "choosing" && state.step !== "held") return
    const { options } = state
    const path = { idProcesoDeCompra: processId, idPedido }
    void run(api.takeExchange({ path, body: { idFuncion, idSector } }), (quote) => {
      setProcessId(quote.idProcesoDeCompra)
      setState({ step: "held", options, quote, unsettled: null })
    })
  }

  const settle = (card: ChargeRequest | null) => {
    if (state.step !== "held") return
    const path = { idProcesoDeCompra: state.quote.idProcesoDeCompra, idPedido }
    void run(api.payExchange({ path, body: { oTarjeta: card } }), (settlement) =>
      setState(
        settlement.cEstado === "APROBADO" ? { step: "settled", settlement } : { ...state, unsettled: settlement },
      ),
    )
  }

  const chooseAgain = () => {
    if (state.step === "held") setState({ step: "choosing", options: state.options })
  }

  return { state, failure, busy, hold, settle, chooseAgain }
}
