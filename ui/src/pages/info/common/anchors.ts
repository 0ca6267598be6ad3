import { useEffect } from "react"

const prefersLessMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false

/**
 * Brings a heading (or an FAQ answer) into view and gives it focus, so a keyboard or screen-reader
 * user continues reading from there; a closed <details> opens first.
 */
export const revealAnchor = (id: string): boolean => {
  const target = document.getElementById(id)
  if (target === null) return false
  if (target instanceof HTMLDetailsElement) target.open = true
  target.scrollIntoView?.({ behavior: prefersLessMotion() ? "auto" : "smooth", block: "start" })
  target.focus({ preventScroll: true })
  return true
}

/** A table-of-contents jump: the address keeps the anchor, replaced rather than pushed as the shop navigates. */
export const jumpToAnchor = (id: string) => {
  if (revealAnchor(id)) window.history.replaceState(window.history.state, "", `#${encodeURIComponent(id)}`)
}

/**
 * Pages arrive lazily, after the browser gave up looking for the address's #anchor: look again
 * once `ready` (the content that holds it is drawn).
 */
export const useAnchorFromAddress = (ready = true) => {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (ready && id !== "") revealAnchor(id)
  }, [ready])
}
