import type { LoginSystem, ProcessType } from "../contract/common.js"

/** The entries of the top bar's Account menu (SPEC §2), in the order it lists them. */
export type AccountMenuItemName =
  "orders" | "bookings" | "myData" | "alias" | "phone" | "address" | "cards" | "changePassword" | "signOut"

export type AccountMenuItem =
  | { readonly name: Exclude<AccountMenuItemName, "signOut">; readonly kind: "page"; readonly path: string }
  | { readonly name: "myData"; readonly kind: "external"; readonly href: string }
  | { readonly name: "signOut"; readonly kind: "signOut" }

export interface AccountMenuContext {
  readonly loginSystem: LoginSystem
  readonly processType: ProcessType
  /** The tenant's alias switch (`flags.alias`). */
  readonly aliasEnabled: boolean
  /** True while the session holds a bearer token. */
  readonly hasToken: boolean
  /** EXTERNAL_LOGIN: the identity provider's update-data page; null when none is configured. */
  readonly externalUpdateDataUrl: string | null
  /** The absolute address the external update-data page sends the customer back to. */
  readonly backUrl: string
}

/** Adds one query parameter to an address that may already have some. */
export const withQueryParameter = (url: string, name: string, value: string): string =>
  `${url}${url.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`

const page = (name: Exclude<AccountMenuItemName, "signOut">, path: string): AccountMenuItem => ({
  name,
  kind: "page",
  path,
})

/**
 * The Account menu of a signed-in customer, with SPEC §2 and §6's hide rules: BOX mode hides
 * Orders, My data, Phone, Address, Cards and Change Password; external login replaces My data by a link
 * out (with back_url) and hides Change Password; Alias needs a token, the alias flag and external login.
 */
export const accountMenu = (context: AccountMenuContext): ReadonlyArray<AccountMenuItem> => {
  const isBox = context.processType === "BOX"
  const isExternal = context.loginSystem === "EXTERNAL_LOGIN"
  const items: Array<AccountMenuItem> = []
  if (!isBox) items.push(page("orders", "/myOrders"))
  items.push(page("bookings", isBox ? "/myBookingsBox" : "/myBookings"))
  if (!isBox && !isExternal) items.push(page("myData", "/myData"))
  if (!isBox && isExternal && context.externalUpdateDataUrl !== null) {
    items.push({
      name: "myData",
      kind: "external",
      href: withQueryParameter(context.externalUpdateDataUrl, "back_url", context.backUrl),
    })
  }
  if (isExternal && context.aliasEnabled && context.hasToken) items.push(page("alias", "/myAlias"))
  // Saved cards are the customer's own; a box-office seller pays for others.
  if (!isBox) items.push(page("phone", "/myPhone"), page("address", "/myAddress"), page("cards", "/myCards"))
  if (!isBox && !isExternal) items.push(page("changePassword", "/changePassword"))
  items.push({ name: "signOut", kind: "signOut" })
  return items
}

/**
 * What a logged-out visitor sees in the top bar: the Login menu (own login), the 'Log in into
 * your account' button (external login), or nothing (external login in BOX mode).
 */
export type LoginEntry = "loginMenu" | "externalLoginButton" | "none"

export const loginEntry = (loginSystem: LoginSystem, processType: ProcessType): LoginEntry =>
  loginSystem === "OWN_SELF_LOGIN" ? "loginMenu" : processType === "BOX" ? "none" : "externalLoginButton"

/** The root path the external login returns to (SPEC §2 stores it as the return target). */
export const EXTERNAL_LOGIN_RETURN_TARGET = "/"

/** The external login page, told where to send the customer back (redirect_uri). */
export const externalLoginHref = (loginUrl: string, redirectUri: string): string =>
  withQueryParameter(loginUrl, "redirect_uri", redirectUri)

/** Where the external login sends the customer back to, with its one-time code (SPEC §2 /loginRedirect). */
export const LOGIN_REDIRECT_PATH = "/loginRedirect"

/**
 * SPEC §2's access rule with external login: the address of the identity provider's login page,
 * told to come back to this shop's /loginRedirect; null with own login (the shop's /login is used).
 */
export const externalLoginStart = (
  loginSystem: LoginSystem,
  externalLogin: { readonly loginUrl: string } | null,
  shopOrigin: string,
): string | null =>
  loginSystem === "EXTERNAL_LOGIN" && externalLogin !== null
    ? externalLoginHref(externalLogin.loginUrl, `${shopOrigin}${LOGIN_REDIRECT_PATH}`)
    : null

/** Route names where a simple header variant stays after Sign Out instead of going to the billboard. */
const STAY_AFTER_LOGOUT = new Set(["cartelera", "login", "signUp", "funcion", "funcionSeoEst", "landing"])

/**
 * SPEC §4: after logout the shopper goes to the billboard, except in simple variants when the
 * page is already the billboard, login, sign-up, a function or a landing. Null means stay.
 */
export const pageAfterLogout = (routeName: string | null, simpleVariant: boolean): string | null =>
  simpleVariant && routeName !== null && STAY_AFTER_LOGOUT.has(routeName) ? null : "/"
