import {
  machineSettings,
  makeMemoryKeyValueStore,
  ManualClock,
  MemoryTabHub,
  startLazyTab,
  type ApiShape,
  type TenantConfig,
} from "@boleteria/core"
import { askWith } from "../app/askApi.js"
import { renderedPageSnapshot, shopOver, type RenderedPage, type Shop } from "../app/shop.js"
import { answerOnServer } from "./serverAnswers.js"

/**
 * The shop as the server renders one catalogue page with it: the same Shop the browser builds,
 * whose API answers in-process, whose clock stands still at the render's instant and whose tab
 * never starts its machines (a page rendered on the server hears no event). Its snapshot is the
 * one the browser hydrates from (shop.getServerSnapshot).
 */
export const serverShop = (tenant: TenantConfig, api: ApiShape, page: RenderedPage): Shop => {
  const settings = machineSettings(tenant)
  const clock = new ManualClock(page.now)
  const tab = startLazyTab(
    {
      api,
      clock,
      channel: new MemoryTabHub().tab(0),
      store: makeMemoryKeyValueStore(),
      newRef: () => crypto.randomUUID(),
    },
    settings,
    () => Promise.reject(new Error("a page rendered on the server starts no purchase machines")),
  )
  const snapshot = renderedPageSnapshot(settings, page)
  const ask = askWith(api)
  const shop: Shop = shopOver(
    {
      tenant,
      settings,
      subscribe: () => () => undefined,
      getSnapshot: () => snapshot,
      getServerSnapshot: () => snapshot,
      pageLocale: page.locale,
      answerOnServer: (key, call) => answerOnServer(shop, key, () => ask(call)),
      stop: () => tab.stop(),
    },
    { api, clock, tab, ask },
  )
  return shop
}
