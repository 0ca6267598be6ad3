import { useSyncExternalStore } from "react"

const LESS_MOTION = "(prefers-reduced-motion: reduce)"

const matches = (): boolean => typeof matchMedia === "function" && matchMedia(LESS_MOTION).matches

const subscribe = (onChange: () => void) => {
  if (typeof matchMedia !== "function") return () => undefined
  const query = matchMedia(LESS_MOTION)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}

/**
 * Whether the shopper asked their system for less motion, followed as it changes. A page rendered
 * on the server cannot know: it is drawn with motion, and the browser's answer comes right after hydration.
 */
export const usePrefersLessMotion = (): boolean => useSyncExternalStore(subscribe, matches, () => false)
