export * from "./clock.js"
export * from "./functionDate.js"
export * from "./price.js"
export * from "./functionTime.js"
