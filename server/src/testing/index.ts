/**
 * @boleteria/server/testing: the reference server as its own test double (docs/testing.md).
 * The one implementation of the v2 backend, in process, over an in-memory PGlite seeded from fixtures/.
 */
export { createTestServer, TEST_PASSWORD_COST, TEST_SERVER_START, TEST_SUPPORT_KEY } from "./testServer.js"
export type { ServerClock, TestServer, TestServerOptions } from "./testServer.js"
export { testClock, type TestClock } from "./testClock.js"
export { memoryMailer } from "./memoryMailer.js"
export { keepSeedCopy, resettable, type ResettableDatabase } from "./resettableDatabase.js"
export { openSeededPglite, seededSnapshot, type SeedRecipe } from "./seededDatabase.js"
