import type { Venue } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { usePageQuery } from "../../../app/useApiQuery.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { PICKUP_AUTHORISATION_PDF } from "../../../shell/footer/footerLinks.js"
import { visuallyHidden } from "../../browse/common/a11y.css.js"
import { venuesQuery } from "../../browse/common/catalogueQueries.js"
import { LoadFailure } from "../../browse/common/LoadFailure.js"
import { useAnchorFromAddress } from "../common/anchors.js"
import { InfoPage } from "../common/InfoPage.js"
import { InfoSection } from "../common/InfoSection.js"
import { boxOfficesByZone } from "./boxOffices.js"
import { card } from "../common/card.css.js"
import * as styles from "./PointSalesPage.css.js"

const zoneAnchor = (idZona: number) => `zone-${idZona}`

const BoxOffice = ({ venue }: { readonly venue: Venue }) => {
  const t = useT()
  return (
    <li className={card}>
      <h3>{venue.cNombre}</h3>
      <dl className={styles.details}>
        <div>
          <dt className={styles.term}>{t("info.pointSales.address")}</dt>
          <dd className={styles.definition}>
            {venue.cDireccion}, {venue.cLocalidad}, {venue.cProvincia}
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{t("info.pointSales.hoursLabel")}</dt>
          <dd className={styles.definition}>{t("info.pointSales.hours")}</dd>
        </div>
      </dl>
      <ShopLink to={`/establecimiento/${venue.cSeo}/${venue.idEstablecimiento}`}>
        {t("info.pointSales.billboard", { name: venue.cNombre })}
      </ShopLink>
    </li>
  )
}

/** The shape of the list while the venues load: never blank space. */
const BoxOfficesSkeleton = () => {
  const t = useT()
  return (
    <div className={styles.zone} aria-busy="true">
      <span className={visuallyHidden}>{t("info.pointSales.loading")}</span>
      <div className={styles.skeletonTitle} />
      <div className={styles.venues}>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.skeletonCard} />
        ))}
      </div>
    </div>
  )
}

/** /PointSales: the box office of every venue, by zone, read from the venues the shop sells for. */
export const PointSalesPage = () => {
  const t = useT()
  const venues = usePageQuery(venuesQuery)
  const zones = venues.status === "success" ? boxOfficesByZone(venues.data) : []
  useAnchorFromAddress(venues.status === "success")
  const contents = [
    { id: "beforeYouGo", label: t("info.pointSales.sections.beforeYouGo.title") },
    ...zones.map(({ zone }) => ({ id: zoneAnchor(zone.idZona), label: zone.cNombre })),
  ]
  return (
    <InfoPage titleKey="info.pointSales.title" leadKey="info.pointSales.lead" contents={contents} wide>
      <InfoSection
        id="beforeYouGo"
        textKey="info.pointSales.sections.beforeYouGo"
        links={[{ to: PICKUP_AUTHORISATION_PDF, label: "info.pointSales.authorisation", outside: true }]}
      />
      {venues.status === "loading" && <BoxOfficesSkeleton />}
      {venues.status === "failure" && <LoadFailure failure={venues.error} onRetry={venues.reload} />}
      {zones.map(({ zone, venues: inZone }) => (
        <section key={zone.idZona} className={styles.zone} aria-labelledby={zoneAnchor(zone.idZona)}>
          <h2 id={zoneAnchor(zone.idZona)} tabIndex={-1}>
            {zone.cNombre}
          </h2>
          <ul className={styles.venues}>
            {inZone.map((venue) => (
              <BoxOffice key={venue.idEstablecimiento} venue={venue} />
            ))}
          </ul>
        </section>
      ))}
    </InfoPage>
  )
}
