export * from "./cardVault.js"
export * from "./liveIo.js"
export * from "./liveTab.js"
