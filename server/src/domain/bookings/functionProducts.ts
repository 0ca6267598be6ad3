import type { AnswerLanguage, FunctionProduct } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { productsOnSale } from "../process/checkout.js"

/**
 * The products on sale with a function (Tienda/ParaFuncion, docs/products.md): the reference server
 * sells the same products (parking, the hand programme…) with every function, the ones checkout's
 * extras step offers (ProductoAsignado); none when the tenant's products shop is off.
 */
export const functionProducts = async (
  db: Queryable,
  productsShop: boolean,
  language: AnswerLanguage,
): Promise<ReadonlyArray<FunctionProduct>> => {
  if (!productsShop) return []
  return productsOnSale(db, language)
}
