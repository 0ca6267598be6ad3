export * from "./cardVault.js"
export * from "./liveIo.js"
export * from "./liveTab.js"
export * from "./lazyTab.js"
