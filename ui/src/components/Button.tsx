import type { ButtonHTMLAttributes } from "react"
import { button } from "./Button.css.js"

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly kind?: "primary" | "secondary" | "ghost"
  readonly wide?: boolean
}

export const Button = ({ kind = "primary", wide = false, className, type = "button", ...rest }: Props) => (
  <button type={type} className={[button({ kind, wide }), className].filter(Boolean).join(" ")} {...rest} />
)
