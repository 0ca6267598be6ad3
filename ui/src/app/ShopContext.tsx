import {
  connectCart,
  connectCheckout,
  connectPreferences,
  connectPurchaseTimer,
  connectSession,
  type LiveTab,
  type SystemSnapshot,
} from "@boleteria/core"
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react"
import type { Translate } from "../i18n/i18n.js"
import type { Shop } from "./shop.js"

interface ShopContextValue {
  readonly shop: Shop
  readonly t: Translate
  readonly locale: string
}

const ShopContext = createContext<ShopContextValue | null>(null)

export const ShopProvider = ({ value, children }: { value: ShopContextValue; children: ReactNode }) => (
  <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
)

const useShopContext = (): ShopContextValue => {
  const value = useContext(ShopContext)
  if (value === null) throw new Error("ShopProvider is missing above this component")
  return value
}

export const useShop = (): Shop => useShopContext().shop
export const useT = (): Translate => useShopContext().t
export const useLocale = (): string => useShopContext().locale
export const useTenant = () => useShop().tenant
export const useDispatch = () => useShop().tab.dispatch
/** This tab's running machines (their log, the card vault): only under LiveMachines, which waits for them. */
export const useLiveTab = (): LiveTab => {
  const live = useShop().tab.live()
  if (live === null) throw new Error("useLiveTab needs LiveMachines above this component")
  return live
}
/** This tab's machines; re-renders on every event the tab folds. */
export const useSystem = (): SystemSnapshot => {
  const shop = useShop()
  return useSyncExternalStore(shop.subscribe, shop.getSnapshot)
}

// One hook per machine: components render these view-models and call their commands.
export const useSession = () => {
  const system = useSystem()
  const dispatch = useDispatch()
  return useMemo(() => connectSession(system.session, dispatch, system.now), [system.session, system.now, dispatch])
}
export const useCart = () => {
  const system = useSystem()
  const dispatch = useDispatch()
  return useMemo(() => connectCart(system.cart, dispatch), [system.cart, dispatch])
}
export const usePurchaseTimer = () => {
  const system = useSystem()
  return useMemo(() => connectPurchaseTimer(system.purchaseTimer, system.now), [system.purchaseTimer, system.now])
}
export const useCheckout = () => {
  const system = useSystem()
  const dispatch = useDispatch()
  return useMemo(() => connectCheckout(system.checkout, dispatch), [system.checkout, dispatch])
}
export const usePreferences = () => {
  const system = useSystem()
  const dispatch = useDispatch()
  return useMemo(() => connectPreferences(system.preferences, dispatch), [system.preferences, dispatch])
}
