import { useEffect, useRef, useState } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { useDelivery } from "../checkoutMachines.js"
import { Button } from "../../../components/Button.js"
import { ChargeFigure } from "../../../components/ChargeFigure.js"
import { SkeletonLines } from "../Skeleton.js"
import * as styles from "../checkout.css.js"
import { useCheckoutDraft } from "../amounts/CheckoutDraft.js"
import { AddressChoice } from "./AddressChoice.js"

/** How the tickets reach the shopper (SPEC §2 checkout): a type with its price; home delivery needs an address. */
export const DeliveryStep = ({ idProcesoDeCompra }: { readonly idProcesoDeCompra: number }) => {
  const t = useT()
  const delivery = useDelivery()
  const [typeId, setTypeId] = useState<number | null>(delivery.chosen?.idEntregaTipo ?? null)
  const [addressId, setAddressId] = useState<number | null>(null)
  const firstType = delivery.types[0]?.idEntregaTipo ?? null

  // The types come named in the shop's language: a language picked here asks for them again.
  const locale = useLocale()
  const namedIn = useRef(locale)
  useEffect(() => {
    if (namedIn.current === locale) return
    namedIn.current = locale
    delivery.load(idProcesoDeCompra)
  }, [locale, delivery, idProcesoDeCompra])

  // Something is always chosen, so "continue" never asks about nothing.
  useEffect(() => {
    if (typeId === null && firstType !== null) setTypeId(firstType)
  }, [typeId, firstType])

  // The summary shows the delivery (and its QR) as picked, before it is saved.
  const { chooseDelivery } = useCheckoutDraft()
  const picked = delivery.types.find((type) => type.idEntregaTipo === typeId) ?? null
  useEffect(() => {
    if (picked !== null) chooseDelivery(picked)
  }, [picked, chooseDelivery])

  const needsAddress = typeId !== null && delivery.needsAddress(typeId)
  return (
    <section className={styles.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.sectionTitle} tabIndex={-1}>
        {t("checkout.delivery.title")}
      </h2>
      {delivery.isLoading && <SkeletonLines label={t("checkout.delivery.loading")} />}
      {delivery.hasFailed && (
        <div className={styles.actions}>
          <p role="alert">{t(delivery.message ?? "errors.communication")}</p>
          <Button kind="secondary" onClick={() => delivery.load(idProcesoDeCompra)}>
            {t("checkout.retry")}
          </Button>
        </div>
      )}
      {delivery.types.length > 0 && (
        <fieldset className={styles.choices} disabled={delivery.isSelecting}>
          <legend className={styles.visuallyHidden}>{t("checkout.delivery.title")}</legend>
          {delivery.types.map((type) => (
            <label key={type.idEntregaTipo} className={styles.option}>
              <input
                type="radio"
                name="delivery-type"
                className={styles.optionInput}
                value={type.idEntregaTipo}
                checked={typeId === type.idEntregaTipo}
                onChange={() => setTypeId(type.idEntregaTipo)}
              />
              <span className={styles.optionBody}>
                <span className={styles.spread}>
                  <span className={styles.optionTitle}>{type.cNombre}</span>
                  <ChargeFigure amount={type.fPrecio} />
                </span>
                <span className={styles.muted}>{t(`checkout.delivery.about.${type.cCodigo}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {needsAddress && <AddressChoice value={addressId} onChange={setAddressId} />}
      <div aria-live="polite">
        {delivery.message !== null && !delivery.hasFailed && <p role="alert">{t(delivery.message)}</p>}
      </div>
      {delivery.types.length > 0 && (
        <div className={styles.actions}>
          <Button
            onClick={() => typeId !== null && delivery.choose(typeId, needsAddress ? addressId : null)}
            disabled={delivery.isSelecting}
            aria-busy={delivery.isSelecting}
          >
            {t(delivery.isSelecting ? "checkout.delivery.saving" : "checkout.delivery.continue")}
          </Button>
        </div>
      )}
    </section>
  )
}
