import { LogFormatError, type ReplayCursor, type TenantConfig } from "@boleteria/core"
import { useEffect, useEffectEvent, useState } from "react"
import { Button } from "../components/Button.js"
import type { ShopLocale, Translate } from "../i18n/i18n.js"
import { tenantThemeStyle, themeClass } from "../theme/themes.js"
import { openLogText, sameSiteLogUrl, type LoadProgress } from "./loadLog.js"
import { OpenFromInbox } from "./OpenFromInbox.js"
import { OpenLog } from "./OpenLog.js"
import { Viewer } from "./Viewer.js"
import * as styles from "./Viewer.css.js"

type Stage =
  | { readonly kind: "choosing"; readonly failure: string | null }
  | { readonly kind: "opening"; readonly name: string; readonly progress: LoadProgress }
  | { readonly kind: "open"; readonly name: string; readonly cursor: ReplayCursor }

interface ReplayAppProps {
  readonly tenant: TenantConfig
  readonly locale: ShopLocale
  readonly t: Translate
  /** The page's query: `log` (a log of this site to open at once), `ref` (a support inbox reference, typed in already). */
  readonly search: string
  readonly page: string
}

/** Why a log did not open, as the developer reads it: a format error names its line. */
const failureText = (error: unknown, t: Translate): string =>
  error instanceof LogFormatError
    ? t("replay.open.formatError", { line: error.line, reason: error.message.replace(/^line \d+: /, "") })
    : t("replay.open.unreadable", { reason: error instanceof Error ? error.message : String(error) })

/** /replay: open a purchase log, then step through it. */
export const ReplayApp = ({ tenant, locale, t, search, page }: ReplayAppProps) => {
  const [stage, setStage] = useState<Stage>({ kind: "choosing", failure: null })

  const open = (text: string, name: string) => {
    setStage({ kind: "opening", name, progress: { phase: "reading", done: 0, total: 1 } })
    openLogText(text, (progress) => setStage({ kind: "opening", name, progress })).then(
      (cursor) => setStage({ kind: "open", name, cursor }),
      (error: unknown) => setStage({ kind: "choosing", failure: failureText(error, t) }),
    )
  }

  const openFromAddress = useEffectEvent(() => {
    const wanted = new URLSearchParams(search).get("log")
    if (wanted === null) return
    const url = sameSiteLogUrl(wanted, page)
    if (url === null) return setStage({ kind: "choosing", failure: t("replay.open.notSameSite", { url: wanted }) })
    const name = new URL(url).pathname.split("/").pop() || url
    fetch(url).then(
      async (response) =>
        response.ok
          ? open(await response.text(), name)
          : setStage({ kind: "choosing", failure: t("replay.open.fetchFailed", { status: response.status }) }),
      (error: unknown) => setStage({ kind: "choosing", failure: failureText(error, t) }),
    )
  })
  useEffect(() => openFromAddress(), [])

  return (
    <div className={`${themeClass} ${styles.page}`} style={tenantThemeStyle(tenant)} lang={locale}>
      <header className={styles.details}>
        <h1 className={styles.title}>{t("replay.title")}</h1>
        <p>{t("replay.intro")}</p>
      </header>
      <main className={styles.details}>
        {stage.kind === "choosing" ? (
          <OpenLog
            onLog={open}
            failure={stage.failure}
            inbox={
              <OpenFromInbox
                initialReference={new URLSearchParams(search).get("ref")}
                onLog={open}
                t={t}
                apiBase={tenant.apiBase}
              />
            }
            t={t}
          />
        ) : null}
        {stage.kind === "opening" ? (
          <p role="status">
            <label>
              {t(`replay.progress.${stage.progress.phase}`, {
                name: stage.name,
                done: stage.progress.done,
                total: stage.progress.total,
              })}{" "}
              <progress value={stage.progress.done} max={stage.progress.total} />
            </label>
          </p>
        ) : null}
        {stage.kind === "open" ? (
          <>
            <div className={styles.row}>
              <p>
                {t("replay.summary", {
                  name: stage.name,
                  count: stage.cursor.size,
                  tab: stage.cursor.file.header.tab,
                  recordedAt: new Date(stage.cursor.file.header.recordedAt).toISOString(),
                })}
              </p>
              <Button kind="secondary" onClick={() => setStage({ kind: "choosing", failure: null })}>
                {t("replay.open.another")}
              </Button>
            </div>
            <Viewer tenant={tenant} cursor={stage.cursor} locale={locale} t={t} />
          </>
        ) : null}
      </main>
    </div>
  )
}
