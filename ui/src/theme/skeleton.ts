import { keyframes } from "@vanilla-extract/css"
import { vars } from "./contract.css.js"

const pulse = { "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } }

/**
 * A grey block that pulses while what it stands for loads. Call it once per .css.ts file, at its top
 * level: the pulse's keyframes are declared in that file's stylesheet.
 */
export const skeletonBone = (radius: string) =>
  ({
    background: vars.color.skeleton,
    borderRadius: radius,
    animation: `${keyframes(pulse)} 1.4s ease-in-out infinite`,
  }) as const
