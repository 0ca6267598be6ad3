/**
 * What of the shop loads late, and which texts come with it: the one table the build, the shop's
 * types and the tests read. The shop's code is split at each lazily loaded part (a dynamic
 * `import()` in RouteView.tsx, BrowsePages.tsx or shop.ts); a part's texts load beside its chunk
 * (i18n's withGroupTexts), so the first download carries only the namespaces no slice names.
 *
 * ui/localeSlices.mjs cuts locales/es.json and en.json into these slices when the shop is built or
 * tested; tests/ui/localeSlices.test.ts fails when a part's chunk uses a text that neither the first
 * download nor its slices carry. Pure data, no imports: the build reads it with its types stripped,
 * and the shop imports only its types (nothing here ships).
 */

/**
 * A slice of the locale files → the namespaces it holds (a namespace two slices hold is in both:
 * loading it twice merges the same texts). Every other namespace ships with the first download.
 */
export const TEXT_SLICES = {
  // The button that sends the purchase log to support (ui/src/supportLog) shows on /TechnicalSupport and
  // on the payment error page; its dialog's texts come with the machines, whose log it sends.
  info: ["info", "supportLog"],
  account: ["account", "signUp", "externalLogin"],
  // The checkout keeps the waiting room's turn clock on screen (ui/src/pages/checkout/buy/CheckoutTurnClock.tsx).
  checkout: ["checkout", "signUp", "queue", "supportLog"],
  // The waiting room (ui/src/pages/queue) loads with the function pages' texts: the turn's clock shows there next.
  function: ["function", "queue"],
  // With the purchase machines (purchaseMachinesChunk.ts, core's runtime/lazy): the shell shows their
  // messages. Pages that wait for them ("live" in routes.ts) get these texts with them; the function
  // and promotion pages, which wake them, load these texts with their own (BrowsePages.tsx). The hold's
  // extension shows only while a purchase runs, so with the machines (ui/src/components/HoldExtension.tsx).
  purchase: ["payment", "holdExtension", "supportLog", "debug"],
  // The server's refusals and its few sentence answers (a subscription's thanks): it writes them in
  // the shopper's language (the answer's oData, which the shop shows: core's failureMessageOf), so
  // no part of the shop loads them.
  server: ["problems", "answers"],
  // The embeddable widget's (ui/src/widget): its own bundle loads them, the shop never does.
  widget: ["widget"],
  // The replay viewer's (ui/src/replay, /replay): its own bundle loads them with the shop's, the shop never does.
  replay: ["replay"],
  // The heads of the pages the server renders (ui/src/ssr): their titles and descriptions; the shop never loads them.
  pageHead: ["pageHead"],
} as const

/** A lazily loaded part (the module its `import()` names) → the slices it loads before it renders. */
export const LAZY_PARTS = {
  "ui/src/pages/browse/BrowsePages.tsx": [],
  "ui/src/pages/info/InfoPages.tsx": ["info"],
  // Their routes are "live" (routes.ts): they render once the purchase machines and their texts loaded.
  "ui/src/pages/account/AccountPages.tsx": ["account", "purchase"],
  "ui/src/pages/checkout/CheckoutPages.tsx": ["checkout", "purchase"],
  // Selling pages load the machines' texts with their own (BrowsePages.tsx).
  "ui/src/pages/browse/function/FunctionPage.tsx": ["function", "purchase"],
  "ui/src/pages/browse/promotion/PromotionPage.tsx": ["function", "purchase"],
  // The waiting room: its texts are in the function slice (the turn's clock shows on the function page next).
  "ui/src/pages/queue/QueuePage.tsx": ["function"],
  "ui/src/app/purchaseMachinesChunk.ts": ["purchase"],
  // The debug panel (?debug=1): the machines' log and states, with the machines' texts.
  "ui/src/debug/DebugPanel.tsx": ["purchase"],
  // The support log's dialog writes the live tab's log, which brings the machines' code (and the texts it names).
  "ui/src/supportLog/SendLogDialog.tsx": ["purchase"],
} as const satisfies Readonly<Record<string, ReadonlyArray<keyof typeof TEXT_SLICES>>>

/** The slices the shop loads with its parts (i18n's withGroupTexts). */
export type TextGroup = (typeof LAZY_PARTS)[keyof typeof LAZY_PARTS][number]
