import * as Schema from "effect/Schema"
import { answers, keyed } from "./refusalShape.js"

// The catalogue's refusals (contract/refusals.ts lists them with all the others): a module of their
// own, since the catalogue's calls are in the shop's first download and the rest of the refusals are not.

export class ShowNotFound extends Schema.TaggedError<ShowNotFound>()(
  "ShowNotFound",
  keyed("problems.catalogue.noShow"),
  answers(404, "No show with that id is on the billboard"),
) {}

export class PerformanceNotFound extends Schema.TaggedError<PerformanceNotFound>()(
  "PerformanceNotFound",
  keyed("problems.catalogue.noPerformance", "problems.take.performanceNotFound"),
  answers(404, "No function with that id is on sale"),
) {}

export class NotOfPerformance extends Schema.TaggedError<NotOfPerformance>()(
  "NotOfPerformance",
  keyed("problems.catalogue.placeNotInPerformance", "problems.catalogue.sectorNotInPerformance"),
  answers(400, "A seat or the sector is not of this function"),
) {}

export class NoSuchDay extends Schema.TaggedError<NoSuchDay>()(
  "NoSuchDay",
  keyed("problems.catalogue.noSuchDay"),
  answers(400, "The search names a day that does not exist"),
) {}
