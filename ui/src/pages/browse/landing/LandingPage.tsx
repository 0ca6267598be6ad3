import type { ShowDetail } from "@boleteria/core"
import { useId } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { usePageQuery } from "../../../app/useApiQuery.js"
import { showQuery, showsQuery } from "../common/catalogueQueries.js"
import { showDescription } from "../common/showDescription.js"
import { Button } from "../../../components/Button.js"
import { Price } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { PinIcon } from "../common/icons.js"
import { PageFailure } from "../common/LoadFailure.js"
import { NotFound } from "../common/NotFound.js"
import * as layout from "../common/page.css.js"
import { IMAGE_SIZE, imageUrl } from "../common/showImage.js"
import { FunctionCalendar } from "./FunctionCalendar.js"
import * as styles from "./LandingPage.css.js"
import { LandingSkeleton } from "./LandingSkeleton.js"

/** On a phone the calendar is far below: the button takes the shopper (and the keyboard focus) there. */
const focusById = (id: string) => {
  const target = document.getElementById(id)
  target?.scrollIntoView({ behavior: "smooth", block: "start" })
  target?.focus({ preventScroll: true })
}

/** "150 minutos" / "150 minutes": Intl words the unit in the shopper's language. */
const formatMinutes = (minutes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "long" }).format(minutes)

const ShowLanding = ({ show }: { readonly show: ShowDetail }) => {
  const t = useT()
  const locale = useLocale()
  const description = showDescription(show, locale)
  const calendarId = useId()
  const banner = imageUrl(show.listaImagenEspectaculoCartel, "WEB_DESTACADO")
  const venue = show.oEstablecimiento
  return (
    <article className={layout.page}>
      {banner !== null && (
        <img className={styles.banner} src={banner} alt={show.cEspectaculoCartelNombre} {...IMAGE_SIZE.WEB_DESTACADO} />
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <p className={styles.type}>{show.oEspectaculoTipo.cNombre}</p>
          <h1 className={layout.title}>{show.cEspectaculoCartelNombre}</h1>
          <p className={styles.description}>{description}</p>
        </div>
        <aside className={styles.facts} aria-label={t("browse.landing.facts")}>
          <p className={styles.price}>
            {t("browse.card.from")} <Price amount={show.fPrecioDesde} />
          </p>
          {(show.nDuracionMinutos !== null || show.cClasificacion !== null) && (
            <dl className={styles.details}>
              {show.nDuracionMinutos !== null && (
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>{t("browse.landing.duration")}</dt>
                  <dd className={styles.detailValue}>{formatMinutes(show.nDuracionMinutos, locale)}</dd>
                </div>
              )}
              {show.cClasificacion !== null && (
                <div className={styles.detail}>
                  <dt className={styles.detailLabel}>{t("browse.landing.rating")}</dt>
                  <dd className={styles.detailValue}>{show.cClasificacion}</dd>
                </div>
              )}
            </dl>
          )}
          <div className={styles.venue}>
            <PinIcon className={styles.pin} />
            <div>
              <ShopLink to={`/establecimiento/${venue.cSeo}/${venue.idEstablecimiento}`} className={styles.venueName}>
                {venue.cNombre}
              </ShopLink>
              <p className={layout.muted}>{venue.cDireccion}</p>
              <p className={layout.muted}>
                {venue.cLocalidad}, {venue.cProvincia}
              </p>
            </div>
          </div>
          <Button wide onClick={() => focusById(calendarId)}>
            {t("browse.landing.seeFunctions")}
          </Button>
        </aside>
      </div>
      <section className={layout.section} aria-labelledby={calendarId}>
        <h2 id={calendarId} className={layout.subtitle} tabIndex={-1}>
          {t("browse.landing.functions")}
        </h2>
        <FunctionCalendar functions={show.listaFuncion} cSeo={show.cSeo} />
      </section>
    </article>
  )
}

const ShowById = ({ idEspectaculoCartel }: { readonly idEspectaculoCartel: number }) => {
  const show = usePageQuery(showQuery(idEspectaculoCartel))
  if (show.status === "loading") return <LandingSkeleton />
  if (show.status === "failure") return <PageFailure failure={show.error} onRetry={show.reload} />
  return <ShowLanding show={show.data} />
}

/** /landing/{cSeo}: the slug is looked up among the shows on sale, then the show is read by its id. */
export const LandingPage = ({ cSeo }: { readonly cSeo: string }) => {
  const t = useT()
  const shows = usePageQuery(showsQuery)
  if (shows.status === "loading") return <LandingSkeleton />
  if (shows.status === "failure") return <PageFailure failure={shows.error} onRetry={shows.reload} />
  const card = shows.data.find((show) => show.cSeo === cSeo)
  if (card === undefined) return <NotFound title={t("browse.landing.notFound")} />
  return <ShowById key={card.idEspectaculoCartel} idEspectaculoCartel={card.idEspectaculoCartel} />
}
