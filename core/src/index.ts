/**
 * @boleteria/core: every rule of a ticket purchase, with no UI and no platform.
 * The contract (schemas of the v2 API), the rules (validation and formatting),
 * the ports (Effect services with memory layers), the machines (XState), the
 * purchase system that runs them for one tab, and the event log that replays it.
 */
export * from "./contract/index.js"
export * from "./rules/index.js"
export * from "./ports/index.js"
export * from "./machines/index.js"
export * from "./system/index.js"
export * from "./events/index.js"
export * from "./runtime/index.js"
