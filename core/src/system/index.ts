export * from "./machines.js"
export * from "./io.js"
export * from "./preferences.js"
export * from "./purchaseSystem.js"
