import type { ShowCard } from "@boleteria/core"
import { useEffect, useId, useState, type KeyboardEvent } from "react"
import { usePrefersLessMotion } from "../../../components/usePrefersLessMotion.js"
import { useT } from "../../../app/ShopContext.js"
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../common/icons.js"
import * as styles from "./FeaturedCarousel.css.js"
import { FeaturedSlide } from "./FeaturedSlide.js"

/** How long a featured show stays before the next one comes in. */
const ROTATION_MS = 6000

/**
 * The featured shows, one at a time (WAI-ARIA carousel pattern): it turns by itself unless the
 * shopper paused it, points at it, is inside it or asked the system for less motion; the arrow keys
 * turn it, and a screen reader hears the new show only when the shopper turned it.
 */
export const FeaturedCarousel = ({ shows }: { readonly shows: ReadonlyArray<ShowCard> }) => {
  const t = useT()
  const titleId = useId()
  const [current, setCurrent] = useState(0)
  // Until the shopper presses play or pause, the system's wish for less motion decides.
  const [pausedByShopper, setPaused] = useState<boolean | null>(null)
  const lessMotion = usePrefersLessMotion()
  const paused = pausedByShopper ?? lessMotion
  const [resting, setResting] = useState(false)
  const count = shows.length
  const rotating = !paused && !resting && count > 1

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), ROTATION_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const turn = (step: number) => setCurrent((index) => (index + step + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") turn(-1)
    else if (event.key === "ArrowRight") turn(1)
    else return
    event.preventDefault()
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t("browse.featured.carousel")}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setResting(false)
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t("browse.featured.title")}
      </h2>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPaused(!paused)}
          aria-label={t(paused ? "browse.featured.play" : "browse.featured.pause")}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => turn(-1)}
          aria-label={t("browse.featured.previous")}
        >
          <ChevronLeftIcon />
        </button>
        <span className={styles.position} aria-hidden="true">
          {current + 1} / {count}
        </span>
        <button type="button" className={styles.control} onClick={() => turn(1)} aria-label={t("browse.featured.next")}>
          <ChevronRightIcon />
        </button>
      </div>
      <div className={styles.slides} aria-live={rotating ? "off" : "polite"}>
        {shows.map((show, index) => (
          <div
            key={show.idEspectaculoCartel}
            role="group"
            aria-roledescription={t("browse.featured.slide")}
            aria-label={t("browse.featured.position", { n: index + 1, total: count })}
            hidden={index !== current}
          >
            <FeaturedSlide show={show} eager={index === 0} />
          </div>
        ))}
      </div>
    </section>
  )
}
