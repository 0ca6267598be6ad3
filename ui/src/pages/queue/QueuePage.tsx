import { functionPathAfterQueue } from "@boleteria/core"
import { useEffect, useEffectEvent, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { useT } from "../../app/ShopContext.js"
import { usePageQuery } from "../../app/useApiQuery.js"
import { performanceQuery } from "../browse/common/catalogueQueries.js"
import { ShopLink } from "../../components/ShopLink.js"
import { NotFound } from "../browse/common/NotFound.js"
import { functionIdFrom } from "../browse/function/functionId.js"
import { FunctionWhenWhere } from "../browse/function/FunctionWhenWhere.js"
import { QueueAnnouncer } from "./QueueAnnouncer.js"
import * as styles from "./QueuePage.css.js"
import { forgetQueueNotice, queueNotice } from "./queueReturn.js"
import { QueueStatus } from "./QueueStatus.js"
import { useQueuePlace, type QueueWatch } from "./useQueuePlace.js"
import { useQueueTurn } from "./useQueueTurn.js"

/** What is on sale: the show, the function's date and the venue, from the catalogue. */
const FunctionFacts = ({ idFuncion }: { readonly idFuncion: number }) => {
  // The function page asks the same, by the same name: landing there shows it at once.
  const query = usePageQuery(performanceQuery(idFuncion))
  if (query.status !== "success") return null
  const performance = query.data
  return (
    <>
      <p className={styles.show}>{performance.cEspectaculoCartelNombre}</p>
      <FunctionWhenWhere performance={performance} className={styles.muted} />
    </>
  )
}

/** The place as the last ask left it, or what stands in for it. */
const WatchBody = ({ watch }: { readonly watch: QueueWatch }) => {
  const t = useT()
  switch (watch.status) {
    case "loading":
    case "noRoom":
      return <p className={styles.text}>{t("queue.loading")}</p>
    case "failing":
      return <p className={styles.text}>{t("queue.noPlace")}</p>
    case "place":
      return (
        <>
          <QueueStatus place={watch.place} />
          {watch.retrying && <p className={styles.muted}>{t("queue.retrying")}</p>}
        </>
      )
  }
}

/** One function's waiting room: the place, refreshed without reloads, until the turn comes. */
const QueueRoom = ({ idFuncion }: { readonly idFuncion: number }) => {
  const t = useT()
  const search = useSearch()
  const [, navigate] = useLocation()
  const queueTurn = useQueueTurn()
  const watch = useQueuePlace(idFuncion)
  const [notice] = useState(queueNotice)
  useEffect(() => forgetQueueNotice(notice), [notice])

  const place = watch.status === "place" ? watch.place : null
  const inside = place?.cEstado === "adentro"
  const landing = functionPathAfterQueue(idFuncion, new URLSearchParams(search).get("nextUrl"))
  // The turn came (or there is no room to wait in): keep the turn for the take calls, and land on
  // the function page by replace, so going back does not return to the line.
  const enter = useEffectEvent((colaTurno: string | null) => {
    if (colaTurno !== null) queueTurn.keep(colaTurno)
    navigate(landing, { replace: true })
  })
  const colaTurno = place?.colaTurno ?? null
  const done = inside || watch.status === "noRoom"
  useEffect(() => {
    if (done) enter(colaTurno)
  }, [done, colaTurno])

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("queue.title")}</h1>
        <FunctionFacts idFuncion={idFuncion} />
      </header>
      {notice !== null && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      <section className={styles.panel} aria-busy={watch.status === "loading"}>
        <WatchBody watch={watch} />
        {!inside && <p className={styles.muted}>{t("queue.keepOpen")}</p>}
      </section>
      <QueueAnnouncer place={place} />
      <p className={styles.text}>
        <ShopLink to="/">{t("function.backToBillboard")}</ShopLink>
      </p>
    </div>
  )
}

/** /cola/{idFuncion}: the shop's own waiting room (docs/waiting-room.md). */
export const QueuePage = ({ idFuncion }: { readonly idFuncion: string | undefined }) => {
  const t = useT()
  const id = functionIdFrom({ id: idFuncion }, "")
  return id === null ? <NotFound title={t("function.notFound")} /> : <QueueRoom idFuncion={id} />
}
