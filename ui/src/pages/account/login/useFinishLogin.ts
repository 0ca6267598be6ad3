import { returnPathOf, type LoginResult } from "@boleteria/core"
import { useLocation, useSearch } from "wouter"
import { useSession } from "../../../app/ShopContext.js"

/** The `nextUrl` a guarded route sent the shopper here with, if any. */
export const useNextUrl = (): string | null => new URLSearchParams(useSearch()).get("nextUrl")

/** A link to another log-in page that keeps where the shopper was going. */
export const withNextUrl = (path: string, nextUrl: string | null) =>
  nextUrl === null ? path : `${path}?nextUrl=${encodeURIComponent(nextUrl)}`

/** Signs the customer in for every tab (the session machine keeps token and user), then goes on. */
export const useFinishLogin = () => {
  const session = useSession()
  const [, navigate] = useLocation()
  return (result: LoginResult, nextUrl: string | null) => {
    session.logIn(result)
    navigate(returnPathOf(nextUrl), { replace: true })
  }
}
