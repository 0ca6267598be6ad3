import {
  MAX_WITHDRAWAL_REASON_LENGTH,
  type ApiFailure,
  type Withdrawal,
  type WithdrawalPreview,
  type WithdrawalRequest,
} from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useRef, useState } from "react"
import { useServices, useSession, useT } from "../../../app/ShopContext.js"
import { useApiFailureText } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { useAttention } from "../../../shell/dialogs/Attention.js"
import * as styles from "../contact/ContactForm.css.js"
import * as page from "./WithdrawalPage.css.js"
import { WithdrawableOrderPicker } from "./WithdrawableOrderPicker.js"
import { WithdrawalForm } from "./WithdrawalForm.js"
import { WithdrawalResult } from "./WithdrawalResult.js"
import { WithdrawalSummary } from "./WithdrawalSummary.js"

/** The withdrawal under review: what it would do, and the request that confirms it. */
interface Review {
  readonly preview: WithdrawalPreview
  readonly request: WithdrawalRequest
  readonly sending: boolean
}

/**
 * Choose, review, confirm. A signed-in customer chooses among their own withdrawable orders; anyone
 * may type an order number and its e-mail. Either way the summary (a modal dialog) says what is
 * cancelled and what comes back where before POST /v2/Arrepentimiento cancels anything. One
 * problem shows at a time: a field's message replaces the server's refusal, and a refusal the
 * field messages before it.
 */
export const WithdrawalFlow = () => {
  const t = useT()
  const { api } = useServices()
  const session = useSession()
  const attend = useAttention()
  const failureText = useApiFailureText()
  const [byNumber, setByNumber] = useState(!session.isLoggedIn)
  const [review, setReview] = useState<Review | null>(null)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [done, setDone] = useState<Withdrawal | null>(null)
  const answerHeading = useRef<HTMLHeadingElement | null>(null)

  // The answer takes focus under its own heading (after the dialog gave focus back to its opener).
  useEffect(() => {
    if (done !== null || failure !== null) answerHeading.current?.focus()
  }, [done, failure])

  const clearFailure = () => setFailure(null)

  const confirm = async () => {
    if (review === null || review.sending) return
    setReview({ ...review, sending: true })
    const result = await Effect.runPromise(Effect.result(api.requestWithdrawal({ body: review.request })))
    if (result._tag === "Success") {
      setReview(null)
      setDone(result.success)
    } else if (result.failure._tag === "NetworkError") {
      setReview({ ...review, sending: false })
      attend(result.failure)
    } else {
      setReview(null)
      setFailure(result.failure)
    }
  }

  if (done !== null)
    return (
      <WithdrawalResult
        withdrawal={done}
        headingRef={(element) => (answerHeading.current = element)}
        onAnother={() => setDone(null)}
      />
    )

  const reviewMine = (preview: WithdrawalPreview, reason: string) => {
    const cMotivo = reason.trim().slice(0, MAX_WITHDRAWAL_REASON_LENGTH)
    // The account's e-mail proves the order is theirs, as the purchase's would.
    const request = { idPedido: preview.idPedido, cEmail: session.email ?? "" }
    setFailure(null)
    setReview({ preview, request: cMotivo === "" ? request : { ...request, cMotivo }, sending: false })
  }

  return (
    <section className={styles.panel} aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title">{t("info.withdrawal.form.title")}</h2>
      {byNumber ? (
        <WithdrawalForm
          failureShown={failure !== null}
          onPreview={(preview, request) => {
            setFailure(null)
            setReview({ preview, request, sending: false })
          }}
          onFailure={setFailure}
          onEdit={clearFailure}
        />
      ) : (
        <WithdrawableOrderPicker onReview={reviewMine} onEdit={clearFailure} />
      )}
      {session.isLoggedIn && (
        <div className={styles.actions}>
          <Button
            kind="secondary"
            onClick={() => {
              setFailure(null)
              setByNumber(!byNumber)
            }}
          >
            {t(byNumber ? "info.withdrawal.pick.mine" : "info.withdrawal.pick.byNumber")}
          </Button>
        </div>
      )}
      {failure !== null && (
        <div className={page.failure}>
          {/* Focused when the answer arrives; the reason under it is read with it. */}
          <h3
            ref={answerHeading}
            tabIndex={-1}
            className={page.resultHeading}
            aria-describedby="withdrawal-failure-reason"
          >
            {t("info.withdrawal.failedTitle")}
          </h3>
          <p id="withdrawal-failure-reason">{failureText(failure)}</p>
        </div>
      )}
      {review !== null && (
        <WithdrawalSummary
          preview={review.preview}
          sending={review.sending}
          onConfirm={() => void confirm()}
          onKeep={() => setReview(null)}
        />
      )}
    </section>
  )
}
