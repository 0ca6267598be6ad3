import { addressFormOf, asDefaultAddress, type Address } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import * as styles from "../common/AccountPage.css.js"
import { ContactCard } from "../common/ContactCard.js"
import { ContactListPage } from "../common/ContactListPage.js"
import { AddressEditor } from "./AddressEditor.js"
import { NEW_ADDRESS } from "./newAddress.js"
import { addressLines } from "./addressLines.js"

/** My addresses (SPEC §2 /myAddress): list, add, edit, remove (after asking) and choose the default. */
export const MyAddressesPage = () => {
  const t = useT()
  return (
    <ContactListPage<Address>
      kind="address"
      itemsOf={(customer) => customer.listaDomicilio}
      idOf={(address) => address.idClienteDomicilio}
      nameOf={(address) => addressLines(address)[0]}
      remove={(address) => (api) =>
        succeeded(api.deleteAddress({ path: { idClienteDomicilio: address.idClienteDomicilio } }))
      }
      makeDefault={(address) => (api) =>
        api.updateAddress({ path: { idClienteDomicilio: address.idClienteDomicilio }, body: asDefaultAddress(address) })
      }
      card={(address, actions) => {
        const [street, place] = addressLines(address)
        return (
          <ContactCard
            title={street}
            typeLabel={t(`account.addressTypes.${address.cTipo}`)}
            isDefault={address.lPredeterminado}
            {...actions}
          >
            <p className={styles.muted}>
              {place}, {t(`account.countries.${address.cPais}`)}
            </p>
            {address.cReferente !== null && (
              <p className={styles.muted}>{t("account.address.receivedBy", { name: address.cReferente })}</p>
            )}
          </ContactCard>
        )
      }}
      editor={(address, onSaved, onCancel) => (
        <AddressEditor
          address={address}
          initial={address === null ? NEW_ADDRESS : addressFormOf(address)}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    />
  )
}
