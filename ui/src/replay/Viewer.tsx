import type { ReplayCursor, TenantConfig } from "@boleteria/core"
import { useEffect, useLayoutEffect, useMemo, useState } from "react"
import type { ShopLocale, Translate } from "../i18n/i18n.js"
import { Controls, SPEEDS } from "./Controls.js"
import { DivergenceBanner } from "./DivergenceBanner.js"
import { createReplayShop } from "./replayShop.js"
import { ShopScreen } from "./ShopScreen.js"
import { StepDetails } from "./StepDetails.js"
import { Timeline } from "./Timeline.js"
import * as styles from "./Viewer.css.js"

interface ViewerProps {
  readonly tenant: TenantConfig
  readonly cursor: ReplayCursor
  readonly locale: ShopLocale
  readonly t: Translate
}

/** Steps through a replayed log: the controls, the timeline, the current step, and the shop's screen at it. */
export const Viewer = ({ tenant, cursor, locale, t }: ViewerProps) => {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState<number>(SPEEDS[1])
  const shop = useMemo(() => createReplayShop(tenant, cursor, t("replay.screen.notInLog")), [tenant, cursor, t])
  const last = cursor.size - 1
  const jump = (to: number) => setIndex(Math.min(last, Math.max(0, to)))

  useLayoutEffect(() => shop.show(index), [shop, index])

  // Playing moves one event at a time, `speed` a second, and stops at the last one.
  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => setIndex((current) => Math.min(last, current + 1)), 1000 / speed)
    return () => clearInterval(timer)
  }, [playing, speed, last])
  useEffect(() => {
    if (index === last) setPlaying(false)
  }, [index, last])

  const togglePlay = () => setPlaying((now) => !now && index < last)
  return (
    <>
      <DivergenceBanner cursor={cursor} onJump={jump} t={t} />
      <Controls
        cursor={cursor}
        index={index}
        playing={playing}
        speed={speed}
        onJump={jump}
        onTogglePlay={togglePlay}
        onSpeed={setSpeed}
        t={t}
      />
      <div className={styles.columns}>
        <Timeline cursor={cursor} index={index} onJump={jump} onTogglePlay={togglePlay} t={t} />
        <StepDetails cursor={cursor} index={index} t={t} />
      </div>
      <ShopScreen shop={shop} path={cursor.routeAt(index) ?? "/"} locale={locale} t={t} />
    </>
  )
}
