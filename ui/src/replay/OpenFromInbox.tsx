import { readSupportReference, SUPPORT_KEY_HEADER, type ApiFailure } from "@boleteria/core"
import { makeHttpApi } from "@boleteria/core/http"
import * as Effect from "effect/Effect"
import { useId, useMemo, useState, type FormEvent } from "react"
import { Button } from "../components/Button.js"
import type { Translate } from "../i18n/i18n.js"
import * as styles from "./Viewer.css.js"

interface OpenFromInboxProps {
  /** `/replay?ref=…`: the reference support was given, typed in already. */
  readonly initialReference: string | null
  /** Called with the stored log's text and a name for it. */
  readonly onLog: (text: string, name: string) => void
  readonly t: Translate
  /** The tenant's API base (empty: this site). */
  readonly apiBase: string
}

/** Why the inbox did not answer the log, in support's words. */
const failureKey = (failure: ApiFailure): string => {
  if (failure._tag === "NetworkError") return "replay.inbox.network"
  if (failure._tag !== "ApiError") return "replay.inbox.failed"
  return failure.nCode === 401
    ? "replay.inbox.wrongKey"
    : failure.nCode === 404
      ? "replay.inbox.notFound"
      : "replay.inbox.failed"
}

/**
 * The support inbox (docs/replay.md): a log a shopper sent, by the reference they quoted and the
 * tenant's support key, read with GET /v2/Soporte/Registro/{cReferencia} and handed to the viewer.
 */
export const OpenFromInbox = ({ initialReference, onLog, t, apiBase }: OpenFromInboxProps) => {
  const ids = { reference: useId(), key: useId() }
  const [typed, setTyped] = useState(initialReference ?? "")
  const [key, setKey] = useState("")
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // No session, no device: support's key is the one credential, sent as the call's own header.
  const api = useMemo(() => makeHttpApi({ baseUrl: apiBase, token: () => null, fingerprint: () => "" }), [apiBase])

  const open = async (event: FormEvent) => {
    event.preventDefault()
    const cReferencia = readSupportReference(typed)
    if (cReferencia === null) return setFailure(t("replay.inbox.badReference"))
    setBusy(true)
    const result = await Effect.runPromise(
      Effect.result(api.getSupportLog({ path: { cReferencia }, headers: { [SUPPORT_KEY_HEADER]: key } })),
    )
    setBusy(false)
    if (result._tag === "Failure") return setFailure(t(failureKey(result.failure)))
    setFailure(null)
    onLog(result.success.cRegistro, `${cReferencia}.jsonl`)
  }

  return (
    <form
      className={styles.details}
      aria-labelledby={`${ids.reference}-heading`}
      onSubmit={(event) => void open(event)}
    >
      <h3 id={`${ids.reference}-heading`} className={styles.heading}>
        {t("replay.inbox.heading")}
      </h3>
      {failure === null ? null : (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <label htmlFor={ids.reference}>{t("replay.inbox.reference")}</label>
      <input
        id={ids.reference}
        className={styles.field}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <label htmlFor={ids.key}>{t("replay.inbox.key")}</label>
      <input
        id={ids.key}
        className={styles.field}
        type="password"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        autoComplete="current-password"
        required
      />
      <div className={styles.row}>
        <Button type="submit" busy={busy}>
          {t("replay.inbox.open")}
        </Button>
      </div>
    </form>
  )
}
