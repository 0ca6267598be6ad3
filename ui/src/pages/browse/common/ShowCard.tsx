import { formatFunctionDate, functionDateParts, type ShowCard as ShowCardData } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { Price } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "./ShowCard.css.js"
import { IMAGE_SIZE, imageUrl } from "./showImage.js"

/**
 * One show of a list. Only the name is a link (a screen reader hears it once); its area is
 * stretched over the whole card so the poster is clickable too.
 */
export const ShowCard = ({ show }: { readonly show: ShowCardData }) => {
  const t = useT()
  const locale = useLocale()
  const poster = imageUrl(show.listaImagenEspectaculoCartel, "WEB_CARTELERA")
  return (
    <article className={styles.card} data-testid="show-card">
      {poster === null ? (
        <div className={styles.posterMissing} aria-hidden="true" />
      ) : (
        <img
          className={styles.poster}
          src={poster}
          alt={show.cEspectaculoCartelNombre}
          loading="lazy"
          decoding="async"
          {...IMAGE_SIZE.WEB_CARTELERA}
        />
      )}
      <div className={styles.body}>
        <p className={styles.type}>{show.oEspectaculoTipo.cNombre}</p>
        <h3 className={styles.name}>
          <ShopLink to={`/landing/${show.cSeo}`} className={styles.link}>
            {show.cEspectaculoCartelNombre}
          </ShopLink>
        </h3>
        <p className={styles.detail}>{show.oEstablecimiento.cNombre}</p>
        <p className={styles.detail}>
          {show.dProximaFuncion === null
            ? t("browse.card.noFunctions")
            : formatFunctionDate(functionDateParts(show.dProximaFuncion), locale)}
        </p>
        <p className={styles.price}>
          {t("browse.card.from")} <Price amount={show.fPrecioDesde} />
        </p>
      </div>
    </article>
  )
}

/** A card's shape while the list loads. */
export const ShowCardSkeleton = () => (
  <div className={styles.card} aria-hidden="true">
    <div className={styles.posterSkeleton} />
    <div className={styles.body}>
      {(["type", "name", "venue", "date", "price"] as const).map((line) => (
        <div key={line} className={styles.lineSkeleton[line]} />
      ))}
    </div>
  </div>
)
