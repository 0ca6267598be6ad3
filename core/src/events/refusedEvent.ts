import type { FirstIssue } from "../contract/issues.js"

/** An event a front end dispatched that is not exactly one of the system's inputs: its type and the first wrong field. */
export class RefusedEventError extends Error {
  readonly eventType: string
  readonly field: string
  constructor(eventType: string, issue: FirstIssue) {
    super(`event ${eventType} refused: ${issue.field}: ${issue.message}`)
    this.name = "RefusedEventError"
    this.eventType = eventType
    this.field = issue.field
  }
}
