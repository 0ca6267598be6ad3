import { MAX_SUPPORT_COMMENT_LENGTH, type ApiFailure } from "@boleteria/core"
import { useState } from "react"
import { useLiveTab, useShop, useT } from "../app/ShopContext.js"
import { Button } from "../components/Button.js"
import { Dialog } from "../components/Dialog.js"
import { LabelledControl } from "../components/form/Field.js"
import { useApiAction } from "../components/form/useApiAction.js"
import { eventLogFile } from "../debug/logFile.js"
import * as styles from "./SendLogDialog.css.js"

const INCLUDED = ["supportLog.included.pages", "supportLog.included.seats", "supportLog.included.results"] as const
const EXCLUDED = ["supportLog.excluded.secrets", "supportLog.excluded.personal"] as const

/** Why the log did not go, in the shopper's words: too many sent, no connection, or anything else. */
const failureKey = (failure: ApiFailure): string => {
  if (failure._tag === "NetworkError") return "supportLog.errors.network"
  return failure._tag === "ApiError" && failure.nCode === 429 ? "supportLog.errors.tooMany" : "supportLog.errors.other"
}

/** The reference, large, with a way to copy it and what to do with it. */
const Sent = ({ reference, onClose }: { readonly reference: string; readonly onClose: () => void }) => {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const copy = () => void navigator.clipboard?.writeText(reference).then(() => setCopied(true))
  return (
    <Dialog
      title={t("supportLog.sentTitle")}
      onDismiss={onClose}
      actions={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      <p>{t("supportLog.referenceLabel")}</p>
      <p className={styles.reference} data-testid="support-reference">
        {reference}
      </p>
      <Button kind="secondary" onClick={copy}>
        {t(copied ? "supportLog.copied" : "supportLog.copy")}
      </Button>
      <p>{t("supportLog.whatNext")}</p>
    </Dialog>
  )
}

/**
 * The shopper's consent to send this tab's purchase log to support: what it holds and what it never
 * does, an optional comment, Send or Cancel; then the reference to quote. The log is the one the
 * debug panel downloads (secrets replaced when recorded, name and e-mail masked).
 */
export default function SendLogDialog({ onClose }: { readonly onClose: () => void }) {
  const t = useT()
  const shop = useShop()
  const tab = useLiveTab()
  const sending = useApiAction()
  const [comment, setComment] = useState("")
  const [reference, setReference] = useState<string | null>(null)

  const send = async () => {
    const cRegistro = eventLogFile(tab, shop.settings, Date.now())
    const cComentario = comment.trim() === "" ? null : comment
    const receipt = await sending.run((api) => api.sendSupportLog({ body: { cRegistro, cComentario } }))
    if (receipt !== null) setReference(receipt.cReferencia)
  }

  if (reference !== null) return <Sent reference={reference} onClose={onClose} />
  return (
    <Dialog
      title={t("supportLog.title")}
      onDismiss={onClose}
      actions={
        <>
          <Button kind="secondary" onClick={onClose}>
            {t("supportLog.cancel")}
          </Button>
          <Button onClick={() => void send()} busy={sending.isRunning}>
            {t("supportLog.send")}
          </Button>
        </>
      }
    >
      <p>{t("supportLog.consent")}</p>
      <h3 className={styles.heading}>{t("supportLog.includedTitle")}</h3>
      <ul className={styles.list}>
        {INCLUDED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h3 className={styles.heading}>{t("supportLog.excludedTitle")}</h3>
      <ul className={styles.list}>
        {EXCLUDED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <LabelledControl
        label={t("supportLog.comment")}
        hint={t("supportLog.commentHint", { max: MAX_SUPPORT_COMMENT_LENGTH })}
        control={(control) => (
          <textarea
            {...control}
            className={`${control.className} ${styles.comment}`}
            rows={4}
            maxLength={MAX_SUPPORT_COMMENT_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      />
      {sending.failure !== null && <p role="alert">{t(failureKey(sending.failure))}</p>}
    </Dialog>
  )
}
