import { asDefaultPhone, phoneFormOf, type Phone } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import { ContactCard } from "../common/ContactCard.js"
import { ContactListPage } from "../common/ContactListPage.js"
import { NEW_PHONE, PhoneEditor } from "./PhoneEditor.js"

/** My phones (SPEC §2 /myPhone): list, add, edit, remove (after asking) and choose the default. */
export const MyPhonesPage = () => {
  const t = useT()
  return (
    <ContactListPage<Phone>
      kind="phone"
      itemsOf={(customer) => customer.listaTelefono}
      idOf={(phone) => phone.idClienteTelefono}
      nameOf={(phone) => phone.cNumero}
      remove={(phone) => (api) => succeeded(api.deletePhone({ path: { idClienteTelefono: phone.idClienteTelefono } }))}
      makeDefault={(phone) => (api) =>
        api.updatePhone({ path: { idClienteTelefono: phone.idClienteTelefono }, body: asDefaultPhone(phone) })
      }
      card={(phone, actions) => (
        <ContactCard
          title={phone.cNumero}
          typeLabel={t(`account.phoneTypes.${phone.cTipo}`)}
          isDefault={phone.lPredeterminado}
          {...actions}
        />
      )}
      editor={(phone, onSaved, onCancel) => (
        <PhoneEditor
          phone={phone}
          initial={phone === null ? NEW_PHONE : phoneFormOf(phone)}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    />
  )
}
