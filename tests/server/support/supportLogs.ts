/** 21 Nov 2026, 15:00 UTC, as the test servers' clocks start (support/testServer.ts's TEST_START). */
const RECORDED_AT = Date.UTC(2026, 10, 21, 15, 0, 0)

/**
 * A purchase log in format version 1, as the shop shipped it (the reader upcasts it): its header,
 * then `events`, numbered. Built here rather than read from fixtures/logs, whose files follow the
 * log format's versions.
 */
export const supportLogOf = (...events: ReadonlyArray<Record<string, unknown>>): string =>
  [
    {
      format: "boleteria-event-log",
      version: 1,
      tab: 1,
      settings: {
        clockMs: 720000,
        tickMs: 1000,
        alertMs: 120000,
        maxHoldExtensions: 0,
        sessionValidityMs: 10800000,
        verificationAttempts: 60,
        verificationStepMs: 2000,
        processType: "CART",
        loginSystem: "OWN_SELF_LOGIN",
      },
      recordedAt: RECORDED_AT,
    },
    ...events.map((event, index) => ({ ...event, seq: index + 1, at: RECORDED_AT + index, tab: 1 })),
  ]
    .map((line) => JSON.stringify(line))
    .join("\n") + "\n"

/** The shopper went to a page of the shop. */
export const pageVisited = (path: string) => ({ type: "route.changed", name: "funcionSeoEst", path })
