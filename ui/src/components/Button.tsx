import type { ButtonHTMLAttributes, MouseEvent } from "react"
import { button } from "./Button.css.js"

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly kind?: "primary" | "secondary" | "ghost"
  readonly wide?: boolean
  /**
   * While its request runs: the button refuses clicks (and so its form's submission) but stays
   * focusable. A `disabled` button that has focus drops it to <body>; a busy one keeps it.
   */
  readonly busy?: boolean
}

const refuse = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()

export const Button = ({
  kind = "primary",
  wide = false,
  busy = false,
  className,
  type = "button",
  onClick,
  ...rest
}: Props) => (
  <button
    type={type}
    className={[button({ kind, wide }), className].filter(Boolean).join(" ")}
    aria-disabled={busy ? true : undefined}
    aria-busy={busy ? true : undefined}
    onClick={busy ? refuse : onClick}
    {...rest}
  />
)
