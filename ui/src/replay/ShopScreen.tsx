import { useMemo, useState } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { RouteView } from "../app/RouteView.js"
import { ShopProvider } from "../app/ShopContext.js"
import type { ShopLocale, Translate } from "../i18n/i18n.js"
import { Shell } from "../shell/Shell.js"
import { tenantThemeStyle, themeClass } from "../theme/themes.js"
import type { ReplayShop } from "./replayShop.js"
import { ScreenFrame } from "./ScreenFrame.js"
import * as styles from "./Viewer.css.js"

/** The widths a developer looks at the screen in: a phone's and a desktop's, in CSS pixels. */
const WIDTHS = [375, 1280] as const

interface ShopScreenProps {
  readonly shop: ReplayShop
  /** The page the tab showed at this step. */
  readonly path: string
  readonly locale: ShopLocale
  readonly t: Translate
}

/**
 * The shop's own shell and page for the step's route, drawn by the shop's components from the
 * step's snapshot (ReplayShop) in a frame of the chosen width: read-only (inert: no focus, no
 * clicks), at the address the tab was on, which no redirect of the shop's can change (a static
 * memory location).
 */
export const ShopScreen = ({ shop, path, locale, t }: ShopScreenProps) => {
  const [width, setWidth] = useState<number>(WIDTHS[0])
  const location = useMemo(() => {
    const [pathname = "/", search = ""] = path.split("?")
    return memoryLocation({ path: pathname, searchPath: search, static: true })
  }, [path])
  const value = useMemo(() => ({ shop, t, locale }), [shop, t, locale])
  return (
    <section className={styles.details} aria-labelledby="screen-heading">
      <h2 id="screen-heading" className={styles.heading}>
        {t("replay.screen.heading")}
      </h2>
      <div className={styles.row}>
        <span>{t("replay.screen.route", { path })}</span>
        <span role="group" aria-label={t("replay.screen.width")} className={styles.row}>
          {WIDTHS.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.field}
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
            >
              {t("replay.screen.widthOption", { width: option })}
            </button>
          ))}
        </span>
      </div>
      {/* Focusable: a keyboard scrolls the wide screen sideways (its own contents are inert). */}
      <div className={styles.screenScroller} tabIndex={0} role="group" aria-label={t("replay.screen.width")}>
        <ScreenFrame width={width} title={t("replay.screen.heading")} lang={locale}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <ShopProvider value={value}>
              <div className={themeClass} style={tenantThemeStyle(shop.tenant)} lang={locale}>
                <Shell>
                  <RouteView />
                </Shell>
              </div>
            </ShopProvider>
          </Router>
        </ScreenFrame>
      </div>
    </section>
  )
}
