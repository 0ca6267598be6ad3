import { asDefaultPhone, phoneFormOf, type Phone } from "@boleteria/core"
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
import { NEW_PHONE, PhoneEditor } from "./PhoneEditor.js"
import { PhoneCard } from "./PhoneCard.js"

/** Which phone the editor is open for: none, a new one, or a saved one by id. */
type Editing = null | "new" | number

/** My phones (SPEC §2 /myPhone): list, add, edit, remove (after asking) and choose the default. */
export const MyPhonesPage = () => {
  const t = useT()
  const { token } = useSession()
  const customer = useCustomer()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<Phone | null>(null)
  const change = useAccountAction()
  const notice = useNotice()
  const keep = useCallback(() => setRemoving(null), [])

  const saved = (phone: Phone) => {
    setEditing(null)
    customer.reload()
    notice.show(t("account.phone.saved", { phone: phone.cNumero }))
  }
  const remove = async (phone: Phone) => {
    const done = await change.run((api) => api.deletePhone(token, phone.idClienteTelefono))
    setRemoving(null)
    if (done === null) return
    customer.reload()
    notice.show(t("account.phone.removed", { phone: phone.cNumero }))
  }
  const makeDefault = async (phone: Phone) => {
    const done = await change.run((api) => api.updatePhone(token, phone.idClienteTelefono, asDefaultPhone(phone)))
    if (done === null) return
    customer.reload()
    notice.show(t("account.phone.nowDefault", { phone: phone.cNumero }))
  }
  const open = (next: Editing) => {
    notice.clear()
    setEditing(next)
  }

  return (
    <AccountPage title={t("account.phone.title")} lead={t("account.phone.lead")}>
      {notice.view}
      <LiveRegion>{change.failure !== null && <ApiFailureMessage failure={change.failure} />}</LiveRegion>
      <QueryView query={customer} loadingLabel={t("account.phone.loading")}>
        {({ listaTelefono }) => (
          <>
            {editing === "new" ? (
              <PhoneEditor phone={null} initial={NEW_PHONE} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : (
              <div className={styles.actions}>
                <Button onClick={() => open("new")}>{t("account.phone.add")}</Button>
              </div>
            )}
            {listaTelefono.length === 0 && editing !== "new" && <p className={styles.card}>{t("account.phone.empty")}</p>}
            <ul className={styles.list}>
              {listaTelefono.map((phone) => (
                <li key={phone.idClienteTelefono}>
                  {editing === phone.idClienteTelefono ? (
                    <PhoneEditor phone={phone} initial={phoneFormOf(phone)} onSaved={saved} onCancel={() => setEditing(null)} />
                  ) : (
                    <PhoneCard
                      phone={phone}
                      busy={change.isRunning}
                      onEdit={() => open(phone.idClienteTelefono)}
                      onRemove={() => setRemoving(phone)}
                      onMakeDefault={() => void makeDefault(phone)}
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
          title={t("account.phone.removeTitle")}
          what={removing.cNumero}
          busy={change.isRunning}
          onConfirm={() => void remove(removing)}
          onCancel={keep}
        />
      )}
    </AccountPage>
  )
}
