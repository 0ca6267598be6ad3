// The bodies and queries of the v2 calls, one module per group of the endpoint table, so a client
// that loads only the billboard's calls does not load the card and document rules with them.
export * from "./catalogue.js"
export * from "./purchase.js"
export * from "./payment.js"
export * from "./customer.js"
