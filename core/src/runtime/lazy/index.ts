/**
 * The lazy start of a tab's purchase machines, in one place.
 *
 * What rests: xstate and the six purchase machines are a large part of a shop's code, and most
 * visits only look at the billboard. Until they are needed, a tab (startLazyTab) shows their
 * resting snapshot (dormantSnapshot): the initial states and contexts the machines start from
 * (the machines' `*.initial.ts`), built without loading them, which is what they would show having
 * heard nothing.
 *
 * What wakes them: storage that keeps more than the resting snapshot shows (a session, a purchase,
 * a language: `restoring`, before the first frame); this tab's first event that the machines must
 * act on; an event another tab shares; a page or a call that needs them (`wake`, `purchaseCalls`:
 * the purchase key lives in the machines). `load` brings startLiveTab, in a shop a dynamic import
 * of a chunk of its own (ui/src/app/purchaseMachinesChunk.ts, with the texts only they show).
 *
 * What waits: a page change to anything but a buy route and the visitor's country, which the
 * resting machines would only note, wait (the latest of each type) without waking them; every
 * other event, and those heard from other tabs, waits in order while the machines load, and all
 * are handed to them when they start. A failed load is tried again on the next event or call.
 */
export * from "./lazyTab.js"
export * from "./dormantSnapshot.js"
export * from "./restingEvents.js"
