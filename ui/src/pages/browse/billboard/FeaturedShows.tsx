import { useId } from "react"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { LoadFailure } from "../common/LoadFailure.js"
import { FeaturedCarousel } from "./FeaturedCarousel.js"
import * as styles from "./FeaturedShows.css.js"
import { FeaturedSlide } from "./FeaturedSlide.js"

/** The billboard's featured shows (GET /v2/Cartelera): a carousel, or side by side when the carousel flag is off. */
export const FeaturedShows = () => {
  const t = useT()
  const tenant = useTenant()
  const titleId = useId()
  const billboard = useApiQuery("browse:billboard", (api) => api.getBillboard())
  if (billboard.status === "loading") return <div className={styles.skeleton} aria-hidden="true" />
  if (billboard.status === "failure") return <LoadFailure failure={billboard.error} onRetry={billboard.reload} />
  const shows = billboard.data.listaDestacado.slice(0, tenant.billboard.featured)
  if (shows.length === 0) return null
  if (tenant.flags.carousel) return <FeaturedCarousel shows={shows} />
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("browse.featured.title")}
      </h2>
      <ul className={styles.row}>
        {shows.map((show, index) => (
          <li key={show.idEspectaculoCartel} className={styles.item}>
            <FeaturedSlide show={show} eager={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  )
}
