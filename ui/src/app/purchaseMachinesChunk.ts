// The purchase machines and xstate, in a chunk of their own: a tab loads it when something happens
// (core's runtime/lazy), so a first look at the billboard does not download them.
export { startLiveTab } from "@boleteria/core"
