import type { FunctionAvailability } from "@boleteria/core"
import { h } from "./dom.js"
import type { WidgetTranslate } from "./texts.js"

/** A sector's line: its name, price and service charge, and how many places remain (or that none do). */
const sectorLine = (sector: FunctionAvailability["sectors"][number], t: WidgetTranslate) =>
  h(
    "li",
    { class: "sector" },
    h("span", { class: "name" }, sector.name),
    h("span", { class: "price" }, sector.price),
    h("span", { class: "small" }, t("serviceCharge", { amount: sector.serviceCharge })),
    h(
      "span",
      { class: sector.remaining === null ? "small sold-out" : "small" },
      sector.remaining === null ? t("soldOut") : t("available", { count: sector.remaining }),
    ),
  )

/** The function's facts and its sectors with their prices, as the host page shows them. */
export const availabilityView = (availability: FunctionAvailability, t: WidgetTranslate): ReadonlyArray<Node> => [
  h("h2", { id: "show" }, availability.show),
  h("p", { class: "facts" }, availability.date, h("br"), availability.venue),
  h("h3", {}, t("sectors")),
  h("ul", {}, ...availability.sectors.map((sector) => sectorLine(sector, t))),
  ...(availability.soldOut ? [h("p", { class: "sold-out" }, t("functionSoldOut"))] : []),
]
