import { useCart, useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { Price } from "../../../components/Price.js"
import * as styles from "./FunctionPage.css.js"

/**
 * The products shop of a function (SPEC §9 productsShop; /funcionTienda and the function pages):
 * what is on sale with it (Tienda/ParaFuncion), bought in checkout's products step. Nothing when
 * the function has none, or the tenant sells none.
 */
export const FunctionProducts = ({ idFuncion }: { readonly idFuncion: number }) => {
  const t = useT()
  const cart = useCart()
  const path = { idProceso: cart.idProcesoDeCompra ?? 0, idFuncion }
  const products = useApiQuery(`function-products:${idFuncion}`, (api) => api.getFunctionProducts({ path }))
  if (products.status !== "success" || products.data.length === 0) return null
  return (
    <section className={styles.page} aria-labelledby={`function-products-${idFuncion}`}>
      <h2 id={`function-products-${idFuncion}`}>{t("function.products.title")}</h2>
      <p>{t("function.products.lead")}</p>
      <ul>
        {products.data.map((product) => (
          <li key={product.idProducto}>
            <strong>{product.cNombre}</strong>
            {product.cDescripcion === null ? null : ` · ${product.cDescripcion}`} · <Price amount={product.fPrecio} />
          </li>
        ))}
      </ul>
    </section>
  )
}
