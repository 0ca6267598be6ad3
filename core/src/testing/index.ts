/**
 * @boleteria/core/testing: test doubles of what the shop talks to. The memory backend implements
 * core's endpoint table as the reference server does, seeded from the same catalogue files, and is
 * held to the same contract suite; a browser keeps a shopper's token and purchase keys on any Api.
 */
export {
  createMemoryBackend,
  layerMemoryApi,
  makeMemoryApi,
  type MemoryBackend,
  type MemoryBackendOptions,
  type MemoryClientOptions,
} from "./backend.js"
export { openBrowser, type Browser, type BrowserCredentials } from "./browser.js"
export type { RecoveryOutbox } from "./customers/accounts.js"
export type { Handler, HandlersOf, MemoryHandlers } from "./handlers/handler.js"
export { HttpProblem, type LocaleTexts } from "./problem.js"
export type { ProductOffer } from "./store.js"
export type { MemoryWaitingRoom } from "./queue/memoryRooms.js"
