import type { Address } from "@boleteria/core"
import { useEffect, useState } from "react"
import { useSession, useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { Button } from "../../../components/Button.js"
import { SkeletonLines } from "../Skeleton.js"
import * as styles from "../checkout.css.js"
import { AddressForm } from "./AddressForm.js"
import { CheckoutRetry } from "../CheckoutRetry.js"

/** "Av. Santa Fe 3200, 4° B" and "Palermo, Ciudad Autónoma de Buenos Aires (C1425)". */
const addressLines = (address: Address): readonly [string, string] => {
  const apartment = [address.cPiso, address.cDepartamento].filter(Boolean).join(" ")
  const street = `${address.cCalle} ${address.cNumero}${apartment === "" ? "" : `, ${apartment}`}`
  return [street, `${address.cLocalidad}, ${address.cProvincia} (${address.cCodigoPostal})`]
}

interface Props {
  readonly value: number | null
  readonly onChange: (idClienteDomicilio: number) => void
}

/** The customer's addresses to deliver to, and a new one added on the spot. */
export const AddressChoice = ({ value, onChange }: Props) => {
  const t = useT()
  const { token } = useSession()
  const customer = useApiQuery(`customer:${token ?? ""}`, (api) => api.getCustomer())
  const [adding, setAdding] = useState(false)
  const addresses = customer.status === "success" ? customer.data.listaDomicilio : []
  const preferred = addresses.find((address) => address.lPredeterminado) ?? addresses[0]

  useEffect(() => {
    if (value === null && preferred !== undefined) onChange(preferred.idClienteDomicilio)
  }, [value, preferred, onChange])

  if (customer.status === "loading") return <SkeletonLines count={2} label={t("checkout.address.loading")} />
  if (customer.status === "failure") {
    return <CheckoutRetry failure={customer.error} onRetry={customer.reload} />
  }
  return (
    <div className={styles.plainList}>
      {addresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.choicesLegend}>{t("checkout.address.title")}</legend>
          {addresses.map((address) => {
            const [street, place] = addressLines(address)
            return (
              <label key={address.idClienteDomicilio} className={styles.option}>
                <input
                  type="radio"
                  name="delivery-address"
                  className={styles.optionInput}
                  checked={value === address.idClienteDomicilio}
                  onChange={() => onChange(address.idClienteDomicilio)}
                />
                <span className={styles.optionBody}>
                  <span className={styles.optionTitle}>{street}</span>
                  <span className={styles.muted}>{place}</span>
                </span>
              </label>
            )
          })}
        </fieldset>
      )}
      {adding || addresses.length === 0 ? (
        <AddressForm
          canCancel={addresses.length > 0}
          onCancel={() => setAdding(false)}
          onSaved={(address) => {
            setAdding(false)
            customer.reload()
            onChange(address.idClienteDomicilio)
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button kind="secondary" onClick={() => setAdding(true)}>
            {t("checkout.address.add")}
          </Button>
        </div>
      )}
    </div>
  )
}
