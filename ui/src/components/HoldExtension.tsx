import { holdExtensionOffer, type PurchaseTimerView } from "@boleteria/core"
import { useEffect, useRef, useState } from "react"
import { usePurchaseTimer, useT, useTenant } from "../app/ShopContext.js"
import type { Translate } from "../i18n/i18n.js"
import { Button } from "./Button.js"
import * as styles from "./HoldExtension.css.js"

/** How many more times the shopper may extend, in words. */
const leftText = (t: Translate, left: number): string =>
  left === 0
    ? t("holdExtension.noExtensionsLeft")
    : left === 1
      ? t("holdExtension.extensionsLeftOne")
      : t("holdExtension.extensionsLeft", { count: left })

/** The extension asked for here was granted: one more than when it was asked, and the clock is calm again. */
const grantedSince = (timer: PurchaseTimerView, askedAt: number | null): boolean =>
  askedAt !== null && timer.extensionsUsed === askedAt + 1 && !timer.isAlert && !timer.isExtending

/** What screen readers hear of the extension asked for here: why it failed, or the time it gained. */
const outcomeText = (timer: PurchaseTimerView, askedAt: number | null, t: Translate, minutes: number): string => {
  if (askedAt !== null && timer.extensionsUsed === askedAt && timer.extensionMessage !== null)
    return t(timer.extensionMessage)
  return grantedSince(timer, askedAt) ? t("holdExtension.extended", { minutes }) : ""
}

/** A clock's arrow going round again, with a plus: more time, not "add something". */
const ExtendIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4M12 8.5v7M8.5 12h7" />
  </svg>
)

/**
 * The top bar's button: its icon, named by the same text as the pages' buttons (aria-label), and
 * that text as a tooltip on hover and keyboard focus (Escape hides it, WCAG 1.4.13). Its place in
 * the bar is kept while the hold runs (barSlot), so nothing in the bar moves when it shows.
 */
const BarButton = ({
  label,
  timer,
  onAsk,
}: {
  readonly label: string
  readonly timer: PurchaseTimerView
  readonly onAsk: () => void
}) => {
  const [tipHidden, setTipHidden] = useState(false)
  return (
    <button
      type="button"
      className={styles.barButton}
      aria-label={label}
      aria-disabled={!timer.canExtend}
      aria-busy={timer.isExtending}
      data-tip={tipHidden ? "hidden" : "shown"}
      onClick={onAsk}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || tipHidden) return
        // Taken: in the widget's dialog, an Escape left free would close the whole purchase (app/embeddedEscape.ts).
        event.preventDefault()
        setTipHidden(true)
      }}
      onBlur={() => setTipHidden(false)}
      onMouseLeave={() => setTipHidden(false)}
    >
      <ExtendIcon />
      <span className={styles.tooltip} aria-hidden="true">
        {label}
      </span>
    </button>
  )
}

/**
 * The one action that gives the shopper a full clock again (WCAG 2.2.1), placed inside each clock's
 * box: the top bar's countdown ("bar": an icon button with its name as a tooltip, in a place kept for it) and the
 * pages' clocks ("panel": with how many more times it may be used). Core decides when it is offered
 * (holdExtensionOffer: the last 2 minutes, while the tenant's limit allows). Each clock's
 * screen-reader region tells only of the extension asked for there, so a page with two clocks says
 * it once; and since the button goes away once it is granted, the focus moves to that clock's timer.
 * "bar" is the default so that the top bar, in the first download, says nothing it can leave out.
 */
const HoldExtension = ({ layout = "bar" }: { readonly layout?: "bar" | "panel" }) => {
  const t = useT()
  const tenant = useTenant()
  const timer = usePurchaseTimer()
  /** How many extensions the hold had when the shopper asked here; null until then. */
  const [askedAt, setAskedAt] = useState<number | null>(null)
  const region = useRef<HTMLSpanElement>(null)
  const granted = grantedSince(timer, askedAt)
  useEffect(() => {
    // The clock's box holds its timer beside this control (the top bar keeps its own code this small).
    const clock = granted ? region.current?.parentElement?.querySelector<HTMLElement>('[role="timer"]') : null
    if (clock === null || clock === undefined) return
    clock.tabIndex = -1
    clock.focus()
  }, [granted])

  if (!timer.isRunning || !timer.extensionsAllowed) return null
  const offer = holdExtensionOffer(timer)
  const ask = () => {
    if (!timer.canExtend) return
    setAskedAt(timer.extensionsUsed)
    timer.extend()
  }
  const label = t(timer.isExtending ? "holdExtension.extending" : "holdExtension.extend")
  const outcome = (
    <span ref={region} aria-live="polite" className={styles.srOnly}>
      {outcomeText(timer, askedAt, t, tenant.purchase.clockMinutes)}
    </span>
  )
  if (layout === "bar")
    return (
      <>
        <span className={styles.barSlot}>
          {offer === "offered" && <BarButton label={label} timer={timer} onAsk={ask} />}
        </span>
        {outcome}
      </>
    )
  return (
    <>
      {offer !== "none" && (
        <div className={styles.panel}>
          {offer === "offered" && (
            <Button kind="secondary" aria-disabled={!timer.canExtend} aria-busy={timer.isExtending} onClick={ask}>
              {label}
            </Button>
          )}
          <p className={styles.note}>
            {leftText(t, timer.extensionsLeft)}
            {timer.extensionMessage !== null && ` ${t(timer.extensionMessage)}`}
          </p>
        </div>
      )}
      {outcome}
    </>
  )
}

// The one export, the default: the top bar loads it lazily (React.lazy takes a default export), the pages import it.
export default HoldExtension
