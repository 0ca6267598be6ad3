import {
  isLinkPaymentUnsettled,
  linkPaymentPhaseOf,
  PAYMENT_LINK_HEADER,
  type ApiFailure,
  type ChargeRequest,
  type LinkPaymentPhase,
  type PaymentStatus,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useCallback, useEffect, useState } from "react"
import { useServices, useShop } from "../../../app/ShopContext.js"

export interface LinkPayment {
  readonly phase: LinkPaymentPhase
  readonly status: PaymentStatus | null
  readonly polls: number
  readonly maxPolls: number
  /** The charge call itself failed (the form is refused, the link died): what the server said. */
  readonly failure: ApiFailure | null
  readonly pay: (request: ChargeRequest) => void
  /** Looks again after the polls ran out ("delayed"). */
  readonly retry: () => void
}

interface State {
  readonly phase: LinkPaymentPhase
  readonly status: PaymentStatus | null
  readonly polls: number
  readonly failure: ApiFailure | null
}

const IDLE: State = { phase: "idle", status: null, polls: 0, failure: null }

/** A call by link: the purchase in the path, the link's token in its header. */
export const byLink = (idProcesoDeCompra: number, token: string) => ({
  path: { idProcesoDeCompra },
  headers: { [PAYMENT_LINK_HEADER]: token },
})

/**
 * Pays a purchase by its link (POST /v2/LinkPago/{id}/Cobrar), then polls its status as the
 * checkout's verification does (SPEC §9: every 2 s, at most 60 times) until the processor decides.
 * `known` is the payment the link already had (a reload in the middle of one goes on following it).
 */
export const useLinkPayment = (idProcesoDeCompra: number, token: string, known: PaymentStatus | null): LinkPayment => {
  const { api } = useServices()
  const { settings } = useShop()
  const maxPolls = settings.verificationAttempts
  const [state, setState] = useState<State>(() =>
    known === null ? IDLE : { ...IDLE, status: known, phase: linkPaymentPhaseOf(known.cEstado, 0, maxPolls) },
  )

  const pay = (body: ChargeRequest) => {
    setState({ ...IDLE, phase: "verifying" })
    void Effect.runPromise(Effect.result(api.chargePaymentLink({ ...byLink(idProcesoDeCompra, token), body }))).then(
      (result) =>
        setState(
          result._tag === "Success"
            ? { ...IDLE, status: result.success, phase: linkPaymentPhaseOf(result.success.cEstado, 0, maxPolls) }
            : { ...IDLE, phase: "failed", failure: result.failure },
        ),
    )
  }

  // One poll a step after the last answer, while the processor has not decided.
  const { phase, polls } = state
  useEffect(() => {
    if (!isLinkPaymentUnsettled(phase)) return
    let live = true
    const timer = window.setTimeout(() => {
      void Effect.runPromise(Effect.result(api.getPaymentLinkStatus(byLink(idProcesoDeCompra, token)))).then(
        (result) => {
          if (!live) return
          setState((current) => {
            const status = result._tag === "Success" ? result.success : current.status
            const next = current.polls + 1
            return status === null
              ? { ...current, polls: next }
              : { ...current, status, polls: next, phase: linkPaymentPhaseOf(status.cEstado, next, maxPolls) }
          })
        },
      )
    }, settings.verificationStepMs)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [api, idProcesoDeCompra, token, phase, polls, maxPolls, settings.verificationStepMs])

  const retry = useCallback(
    () => setState((current) => (current.status === null ? current : { ...current, polls: 0, phase: "verifying" })),
    [],
  )
  return { ...state, maxPolls, pay, retry }
}
