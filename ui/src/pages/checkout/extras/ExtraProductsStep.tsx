import type { ExtraProduct } from "@boleteria/core"
import { useEffect, useState } from "react"
import { useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { Price } from "../../../components/Price.js"
import { SelectField } from "../../../components/form/Field.js"
import { useApiAction } from "../../../components/form/useApiAction.js"
import { SkeletonLines } from "../Skeleton.js"
import { useCheckoutDraft } from "../amounts/CheckoutDraft.js"
import * as styles from "../checkout.css.js"
import { CheckoutRetry } from "../CheckoutRetry.js"

interface Props {
  readonly idProcesoDeCompra: number
  /** Called once the choice is saved, or at once when the purchase offers no products. */
  readonly onDone: () => void
}

const quantityOptions = (product: ExtraProduct) =>
  Array.from({ length: product.nCantidadMaxima + 1 }, (_, count) => count)

/** Products sold with the tickets (parking, programme…); skipped when the purchase offers none. */
export const ExtraProductsStep = ({ idProcesoDeCompra, onDone }: Props) => {
  const t = useT()
  const products = useApiQuery(`extraProducts:${idProcesoDeCompra}`, (api) =>
    api.getExtraProducts({ path: { idProcesoDeCompra } }),
  )
  const save = useApiAction()
  const [quantities, setQuantities] = useState<Readonly<Record<number, number>>>({})
  const offered = products.status === "success" ? products.data : null

  useEffect(() => {
    if (offered !== null && offered.length === 0) onDone()
  }, [offered, onDone])

  const quantityOf = (product: ExtraProduct) => quantities[product.idProducto] ?? product.nCantidadSeleccionada

  // The summary counts the extras as picked, before they are saved.
  const { chooseProducts } = useCheckoutDraft()
  useEffect(() => {
    if (offered === null) return
    chooseProducts(
      offered.map((product) => ({
        ...product,
        nCantidadSeleccionada: quantities[product.idProducto] ?? product.nCantidadSeleccionada,
      })),
    )
  }, [offered, quantities, chooseProducts])

  const submit = async () => {
    if (offered === null) return
    const listaProducto = offered.map((product) => ({ idProducto: product.idProducto, nCantidad: quantityOf(product) }))
    const saved = await save.run((api) =>
      api.selectExtraProducts({ path: { idProcesoDeCompra }, body: { listaProducto } }),
    )
    if (saved !== null) onDone()
  }

  return (
    <section className={styles.section} aria-labelledby="extras-title">
      <h2 id="extras-title" className={styles.sectionTitle} tabIndex={-1}>
        {t("checkout.extras.title")}
      </h2>
      {products.status === "loading" && <SkeletonLines count={2} label={t("checkout.extras.loading")} />}
      {products.status === "failure" && <CheckoutRetry failure={products.error} onRetry={products.reload} />}
      {offered !== null && offered.length > 0 && (
        <>
          <p className={styles.muted}>{t("checkout.extras.lead")}</p>
          <ul className={styles.plainList}>
            {offered.map((product) => (
              <li key={product.idProducto} className={styles.box}>
                <span className={styles.optionBody}>
                  <span className={styles.spread}>
                    <span className={styles.optionTitle}>{product.cNombre}</span>
                    <Price amount={product.fPrecio} />
                  </span>
                  {product.cDescripcion !== null && <span className={styles.muted}>{product.cDescripcion}</span>}
                  <SelectField
                    label={t("checkout.extras.quantity", { name: product.cNombre })}
                    value={quantityOf(product)}
                    onChange={(event) =>
                      setQuantities((current) => ({ ...current, [product.idProducto]: Number(event.target.value) }))
                    }
                  >
                    {quantityOptions(product).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </SelectField>
                </span>
              </li>
            ))}
          </ul>
          <div aria-live="polite">
            {save.state.status === "failed" && <ApiFailureMessage failure={save.state.error} />}
          </div>
          <div className={styles.actions}>
            <Button onClick={() => void submit()} busy={save.isRunning}>
              {t("checkout.extras.continue")}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
