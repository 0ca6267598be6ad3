import { returnPathOf, type LoginResult } from "@boleteria/core"
import { useLocation, useSearch } from "wouter"
import { useDispatch } from "../../../app/ShopContext.js"

/** The `nextUrl` a guarded route sent the shopper here with, if any. */
export const useNextUrl = (): string | null => new URLSearchParams(useSearch()).get("nextUrl")

/** Signs the customer in for every tab (the session machine keeps token and user), then goes on. */
export const useFinishLogin = () => {
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  return (result: LoginResult, nextUrl: string | null) => {
    dispatch({ type: "session.loggedIn", token: result.token, user: result.user })
    navigate(returnPathOf(nextUrl), { replace: true })
  }
}
