import { addressFormOf, asDefaultAddress, type Address } from "@boleteria/core"
import { useCallback, useState } from "react"
import { useSession, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { ConfirmRemoval } from "../common/ConfirmRemoval.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { useNotice } from "../common/useNotice.js"
import { QueryView } from "../common/QueryView.js"
import { useAccountAction } from "../common/useAccountAction.js"
import { useCustomer } from "../common/accountQueries.js"
import { AddressCard } from "./AddressCard.js"
import { AddressEditor, NEW_ADDRESS } from "./AddressEditor.js"
import { addressLines } from "./addressLines.js"

/** Which address the editor is open for: none, a new one, or a saved one by id. */
type Editing = null | "new" | number

/** My addresses (SPEC §2 /myAddress): list, add, edit, remove (after asking) and choose the default. */
export const MyAddressesPage = () => {
  const t = useT()
  const { token } = useSession()
  const customer = useCustomer()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<Address | null>(null)
  const change = useAccountAction()
  const notice = useNotice()
  const keep = useCallback(() => setRemoving(null), [])

  const saved = (address: Address) => {
    setEditing(null)
    customer.reload()
    notice.show(t("account.address.saved", { address: addressLines(address)[0] }))
  }
  const remove = async (address: Address) => {
    const done = await change.run((api) => api.deleteAddress(token, address.idClienteDomicilio))
    setRemoving(null)
    if (done === null) return
    customer.reload()
    notice.show(t("account.address.removed", { address: addressLines(address)[0] }))
  }
  const makeDefault = async (address: Address) => {
    const done = await change.run((api) => api.updateAddress(token, address.idClienteDomicilio, asDefaultAddress(address)))
    if (done === null) return
    customer.reload()
    notice.show(t("account.address.nowDefault", { address: addressLines(address)[0] }))
  }
  const open = (next: Editing) => {
    notice.clear()
    setEditing(next)
  }

  return (
    <AccountPage title={t("account.address.title")} lead={t("account.address.lead")}>
      {notice.view}
      <LiveRegion>{change.failure !== null && <ApiFailureMessage failure={change.failure} />}</LiveRegion>
      <QueryView query={customer} loadingLabel={t("account.address.loading")}>
        {({ listaDomicilio }) => (
          <>
            {editing === "new" ? (
              <AddressEditor address={null} initial={NEW_ADDRESS} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : (
              <div className={styles.actions}>
                <Button onClick={() => open("new")}>{t("account.address.add")}</Button>
              </div>
            )}
            {listaDomicilio.length === 0 && editing !== "new" && (
              <p className={styles.card}>{t("account.address.empty")}</p>
            )}
            <ul className={styles.list}>
              {listaDomicilio.map((address) => (
                <li key={address.idClienteDomicilio}>
                  {editing === address.idClienteDomicilio ? (
                    <AddressEditor
                      address={address}
                      initial={addressFormOf(address)}
                      onSaved={saved}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <AddressCard
                      address={address}
                      busy={change.isRunning}
                      onEdit={() => open(address.idClienteDomicilio)}
                      onRemove={() => setRemoving(address)}
                      onMakeDefault={() => void makeDefault(address)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {removing !== null && (
        <ConfirmRemoval
          title={t("account.address.removeTitle")}
          what={addressLines(removing)[0]}
          busy={change.isRunning}
          onConfirm={() => void remove(removing)}
          onCancel={keep}
        />
      )}
    </AccountPage>
  )
}
