import { inLanguage, optionalInLanguage, type AnswerLanguage, type FunctionProduct } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

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
  const { rows } = await db.query<{
    id: number
    name: string
    name_en: string | null
    description: string | null
    description_en: string | null
    price: string | number
    max_quantity: number
  }>("SELECT id, name, name_en, description, description_en, price, max_quantity FROM extra_products ORDER BY id")
  return rows.map((row) => ({
    idProducto: row.id,
    cNombre: inLanguage(language, row.name, row.name_en),
    cDescripcion: optionalInLanguage(language, row.description, row.description_en),
    fPrecio: Number(row.price),
    nCantidadMaxima: row.max_quantity,
  }))
}
