import { createContext, useContext } from "react"

/**
 * How the shop sends the browser to a wallet's page (Mercado Pago, PayPal…): the whole tab goes
 * there and the wallet sends it back to the shop's return page. Tests give their own to see where.
 */
const WalletNavigation = createContext<(url: string) => void>((url) => window.location.assign(url))

export const WalletNavigationProvider = WalletNavigation.Provider

export const useWalletNavigation = () => useContext(WalletNavigation)
