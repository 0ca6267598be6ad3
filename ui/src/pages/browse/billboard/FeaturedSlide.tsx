import { formatFunctionDate, functionDateParts, type ShowCard } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import { IMAGE_SIZE, imageUrl } from "../common/showImage.js"
import * as styles from "./FeaturedSlide.css.js"

/** A featured show: its banner (which carries the name), where and when, and the way to its landing. */
export const FeaturedSlide = ({ show, eager }: { readonly show: ShowCard; readonly eager: boolean }) => {
  const t = useT()
  const locale = useLocale()
  const banner = imageUrl(show.listaImagenEspectaculoCartel, "WEB_DESTACADO")
  return (
    <div className={styles.slide}>
      {banner === null ? (
        <div className={styles.bannerMissing} aria-hidden="true" />
      ) : (
        <img
          className={styles.banner}
          src={banner}
          alt={show.cEspectaculoCartelNombre}
          loading={eager ? "eager" : "lazy"}
          {...IMAGE_SIZE.WEB_DESTACADO}
        />
      )}
      <div className={styles.caption}>
        <div className={styles.facts}>
          <h3 className={styles.name}>{show.cEspectaculoCartelNombre}</h3>
          <p className={styles.detail}>
            {show.oEstablecimiento.cNombre}
            {show.dProximaFuncion !== null && (
              <> · {formatFunctionDate(functionDateParts(show.dProximaFuncion), locale)}</>
            )}
          </p>
          <p className={styles.detail}>
            {t("browse.card.from")} <Price amount={show.fPrecioDesde} />
          </p>
        </div>
        <ShopLink
          to={`/landing/${show.cSeo}`}
          className={styles.action}
          aria-label={t("browse.featured.buyFor", { name: show.cEspectaculoCartelNombre })}
        >
          {t("browse.featured.buy")}
        </ShopLink>
      </div>
    </div>
  )
}
