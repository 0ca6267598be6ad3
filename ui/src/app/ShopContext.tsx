import {
  connectCart,
  connectCheckout,
  connectPreferences,
  connectPurchaseTimer,
  connectSession,
  type Dispatch,
  type LiveTab,
  type MachineName,
  type SystemSnapshot,
} from "@boleteria/core"
import { createContext, use, useCallback, useContext, useMemo, useState, type ReactNode } from "react"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { Translate } from "../i18n/i18n.js"
import type { Shop, ShopServices } from "./shop.js"

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
const useDispatch = () => useShop().dispatch
/**
 * The shop's services (the API, the clock, this tab's machines), for a component that reads them as
 * it renders: it suspends (the page's skeleton) while they load. Handlers and effects await
 * `shop.services()` instead, so a page drawn without them (the server-rendered billboard) hydrates at once.
 */
export const useServices = (): ShopServices => {
  const shop = useShop()
  return shop.loadedServices() ?? use(shop.services())
}
/**
 * For a handler or an effect that awaits `shop.services()`: services that did not load (a
 * ChunkLoadError) are thrown to the page's boundary, which offers a reload.
 */
export const useServicesFailure = (): ((error: unknown) => void) => {
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null)
  if (failure !== null) throw failure.error
  return useCallback((error: unknown) => setFailure({ error }), [])
}
/** This tab's running machines (their log, the card vault): only under LiveMachines, which waits for them. */
export const useLiveTab = (): LiveTab => {
  const live = useShop().loadedServices()?.tab.live() ?? null
  if (live === null) throw new Error("useLiveTab needs LiveMachines above this component")
  return live
}
/**
 * What `select` reads of this tab's machines; the component re-renders only when that changes
 * (by `isEqual`), not on every event the tab folds: a clock tick redraws the clock, not the page.
 */
export const useSystemSelector = <T,>(
  select: (system: SystemSnapshot) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T => {
  const shop = useShop()
  return useSyncExternalStoreWithSelector(shop.subscribe, shop.getSnapshot, shop.getServerSnapshot, select, isEqual)
}

/** Every machine's snapshot; re-renders on every event the tab folds (the debug panel wants that). */
export const useSystem = (): SystemSnapshot => useSystemSelector((system) => system)

/**
 * Two views of a machine are the same when their data are: their commands only call `dispatch`,
 * which never changes, so a view re-built on a tick that changed nothing it shows keeps the page still.
 */
const sameView = <T extends object>(a: T, b: T): boolean =>
  Object.keys(a).every((key) => {
    const before: unknown = a[key as keyof T]
    const after: unknown = b[key as keyof T]
    return typeof before === "function" ? typeof after === "function" : Object.is(before, after)
  })

// One hook per machine: components render these view-models and call their commands. Each reads
// only its own machine's snapshot (the same object until that machine changes).
export const useMachineView = <K extends MachineName | "preferences" | "queueTurn", V>(
  name: K,
  connect: (snapshot: SystemSnapshot[K], dispatch: Dispatch) => V,
): V => {
  const snapshot = useSystemSelector((system) => system[name])
  const dispatch = useDispatch()
  return useMemo(() => connect(snapshot, dispatch), [connect, snapshot, dispatch])
}

/** The session's view: `now` counts (a session lapses between events), so the view is compared by its data. */
export const useSession = () => {
  const dispatch = useDispatch()
  return useSystemSelector((system) => connectSession(system.session, dispatch, system.now), sameView)
}
export const useCart = () => useMachineView("cart", connectCart)
/** Changes every second while the clock runs: read it in the clock, not in a page. */
export const usePurchaseTimer = () => {
  const dispatch = useDispatch()
  return useSystemSelector((system) => connectPurchaseTimer(system.purchaseTimer, system.now, dispatch), sameView)
}
export const useCheckout = () => useMachineView("checkout", connectCheckout)
export const usePreferences = () => useMachineView("preferences", connectPreferences)
