import type { Venue } from "@boleteria/core"
import { useId } from "react"
import { useT } from "../../../app/ShopContext.js"
import { usePageQuery } from "../../../app/useApiQuery.js"
import { venuesQuery } from "../common/catalogueQueries.js"
import { PageSkeleton } from "../../../components/PageSkeleton.js"
import { PinIcon } from "../common/icons.js"
import { PageFailure } from "../common/LoadFailure.js"
import { NotFound } from "../common/NotFound.js"
import * as layout from "../common/page.css.js"
import { idOf, NO_FILTERS, searchRequestOf } from "../common/showFilters.js"
import { ShowGrid } from "../common/ShowGrid.js"
import { useShowList } from "../common/useShowList.js"
import * as styles from "./VenuePage.css.js"

const VenueShows = ({ venue }: { readonly venue: Venue }) => {
  const t = useT()
  const showsId = useId()
  const list = useShowList(searchRequestOf({ ...NO_FILTERS, idEstablecimiento: venue.idEstablecimiento }))
  return (
    <div className={layout.page}>
      <header className={styles.header}>
        <h1 className={layout.title}>{venue.cNombre}</h1>
        <address className={styles.address}>
          <PinIcon className={styles.pin} />
          <span>
            {venue.cDireccion}
            <br />
            {venue.cLocalidad}, {venue.cProvincia}
            <br />
            <span className={styles.zone}>{t("browse.venue.zone", { zone: venue.oZona.cNombre })}</span>
          </span>
        </address>
      </header>
      <section className={layout.section} aria-labelledby={showsId}>
        <h2 id={showsId} className={layout.subtitle}>
          {t("browse.venue.shows")}
        </h2>
        <ShowGrid list={list} label={t("browse.venue.shows")} empty={<p>{t("browse.venue.noShows")}</p>} />
      </section>
    </div>
  )
}

/**
 * /establecimiento/{cSeo}/{idEstablecimiento} and the catch-all /{cSeo}/{idEstablecimiento}: the
 * venue and its shows. The id decides; a path whose second part is no venue id is not a venue.
 */
export const VenuePage = ({ idEstablecimiento }: { readonly idEstablecimiento: string | undefined }) => {
  const t = useT()
  const venueId = idOf(idEstablecimiento)
  const venues = usePageQuery(venuesQuery)
  if (venueId === null) return <NotFound title={t("browse.notFound.page")} />
  if (venues.status === "loading") return <PageSkeleton />
  if (venues.status === "failure") return <PageFailure failure={venues.error} onRetry={venues.reload} />
  const venue = venues.data.find((candidate) => candidate.idEstablecimiento === venueId)
  if (venue === undefined) return <NotFound title={t("browse.venue.notFound")} />
  return <VenueShows key={venue.idEstablecimiento} venue={venue} />
}
