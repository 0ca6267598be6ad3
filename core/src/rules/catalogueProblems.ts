// The keys the catalogue's refusals are said by (contract/catalogueRefusals.ts), apart from the
// others (refusalProblems.ts): they load with the shop's first download, and the others do not.

export const CATALOGUE_REFUSAL_KEYS = {
  ShowNotFound: ["problems.catalogue.noShow"],
  PerformanceNotFound: ["problems.catalogue.noPerformance", "problems.take.performanceNotFound"],
  NotOfPerformance: ["problems.catalogue.placeNotInPerformance", "problems.catalogue.sectorNotInPerformance"],
  NoSuchDay: ["problems.catalogue.noSuchDay"],
} as const
