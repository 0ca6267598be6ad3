import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react"
import { loadChunk } from "./chunkLoad.js"
import { useTenant } from "./ShopContext.js"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in React.lazy's own types: a page's props are inferred from the module it loads
type AnyComponent = ComponentType<any>

/**
 * `React.lazy` with the tenant's chunk timeout: the component suspends while its chunk loads and
 * throws a ChunkLoadError (for the nearest PageBoundary) when it fails or takes too long. The
 * timeout lives in the tenant configuration, which only rendering can read, so the lazy
 * component is made on the first render; like React.lazy, it keeps its outcome (a failed chunk
 * needs a reload).
 */
export const lazyChunk = <Loaded extends AnyComponent>(
  importer: () => Promise<{ readonly default: Loaded }>,
): LazyChunk<Loaded> => {
  let Lazy: LazyExoticComponent<Loaded> | undefined
  let loaded: Loaded | undefined
  let loading: Promise<{ readonly default: Loaded }> | undefined
  const preload = (timeoutMs: number) =>
    (loading ??= loadChunk(importer, timeoutMs).then((module) => {
      loaded = module.default
      return module
    }))
  const LazyChunk = (props: ComponentProps<Loaded>) => {
    const { chunkLoadTimeoutMs } = useTenant()
    // Preloaded before the first render (a page main.tsx hydrates): the component itself. React.lazy
    // suspends for a turn even on a module already here, and a page hydrating drops a click meanwhile.
    // Either way for good: switching would remount the page.
    if (Lazy === undefined && loaded !== undefined) {
      const Component: AnyComponent = loaded
      return <Component {...props} />
    }
    Lazy ??= lazy(() => preload(chunkLoadTimeoutMs))
    return <Lazy {...props} />
  }
  return Object.assign(LazyChunk, { preload })
}

/** A lazily loaded component whose chunk can also be asked for early (beside other waits). */
export type LazyChunk<Loaded extends AnyComponent> = ComponentType<ComponentProps<Loaded>> & {
  readonly preload: (timeoutMs: number) => Promise<unknown>
}
