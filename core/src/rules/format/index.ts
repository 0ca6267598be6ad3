export * from "./clock.js"
export * from "./functionDate.js"
export * from "./price.js"
