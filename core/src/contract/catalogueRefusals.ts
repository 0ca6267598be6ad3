import * as Schema from "effect/Schema"
import { CATALOGUE_REFUSAL_KEYS } from "../rules/catalogueProblems.js"
import { answers, keyed } from "./refusalShape.js"

// The catalogue's refusals (contract/refusals.ts lists them with all the others): a module of their
// own, since the catalogue's calls are in the shop's first download and the rest of the refusals are not.

export class ShowNotFound extends Schema.TaggedError<ShowNotFound>()(
  "ShowNotFound",
  keyed(CATALOGUE_REFUSAL_KEYS.ShowNotFound),
  answers(404, "No show with that id is on the billboard"),
) {}

export class PerformanceNotFound extends Schema.TaggedError<PerformanceNotFound>()(
  "PerformanceNotFound",
  keyed(CATALOGUE_REFUSAL_KEYS.PerformanceNotFound),
  answers(404, "No function with that id is on sale"),
) {}

export class NotOfPerformance extends Schema.TaggedError<NotOfPerformance>()(
  "NotOfPerformance",
  keyed(CATALOGUE_REFUSAL_KEYS.NotOfPerformance),
  answers(400, "A seat or the sector is not of this function"),
) {}

export class NoSuchDay extends Schema.TaggedError<NoSuchDay>()(
  "NoSuchDay",
  keyed(CATALOGUE_REFUSAL_KEYS.NoSuchDay),
  answers(400, "The search names a day that does not exist"),
) {}
