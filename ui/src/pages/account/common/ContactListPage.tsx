import type { ApiFailure, ApiShape, Customer } from "@boleteria/core"
import type * as Effect from "effect/Effect"
import { useCallback, useState, type ReactNode } from "react"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { AccountPage } from "./AccountPage.js"
import * as styles from "./AccountPage.css.js"
import type { ContactActions } from "./ContactCard.js"
import { LiveRegion } from "./LiveRegion.js"
import { useNotice } from "./useNotice.js"
import { QueryView } from "./QueryView.js"
import { useAccountAction } from "./useAccountAction.js"
import { useCustomer } from "./accountQueries.js"

type Call = (api: ApiShape) => Effect.Effect<unknown, ApiFailure>

interface Props<Item> {
  /**
   * Which list: its texts are under `account.<kind>.*`, and its notices name the item
   * through the `{{<kind>}}` parameter.
   */
  readonly kind: "address" | "phone"
  readonly itemsOf: (customer: Customer) => readonly Item[]
  readonly idOf: (item: Item) => number
  /** How notices and the removal question name it ("Av. Santa Fe 3200"). */
  readonly nameOf: (item: Item) => string
  readonly remove: (item: Item) => Call
  readonly makeDefault: (item: Item) => Call
  readonly card: (item: Item, actions: ContactActions) => ReactNode
  /** The editor for a saved item, or for a new one when `item` is null. */
  readonly editor: (item: Item | null, onSaved: (saved: Item) => void, onCancel: () => void) => ReactNode
}

/** Which item the editor is open for: none, a new one, or a saved one by id. */
type Editing = null | "new" | number

/** The customer's addresses or phones: list, add, edit, remove (after asking) and choose the default. */
export const ContactListPage = <Item,>({
  kind,
  itemsOf,
  idOf,
  nameOf,
  remove,
  makeDefault,
  card,
  editor,
}: Props<Item>) => {
  const t = useT()
  const customer = useCustomer()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<Item | null>(null)
  const change = useAccountAction()
  const notice = useNotice()
  const keep = useCallback(() => setRemoving(null), [])
  const text = (key: string, item: Item) => t(`account.${kind}.${key}`, { [kind]: nameOf(item) })

  const saved = (item: Item) => {
    setEditing(null)
    customer.reload()
    notice.show(text("saved", item))
  }
  const confirmRemoval = async (item: Item) => {
    const done = await change.run(remove(item))
    setRemoving(null)
    if (done === null) return
    customer.reload()
    notice.show(text("removed", item))
  }
  const chooseDefault = async (item: Item) => {
    const done = await change.run(makeDefault(item))
    if (done === null) return
    customer.reload()
    notice.show(text("nowDefault", item))
  }
  const open = (next: Editing) => {
    notice.clear()
    setEditing(next)
  }
  const close = () => setEditing(null)

  return (
    <AccountPage title={t(`account.${kind}.title`)} lead={t(`account.${kind}.lead`)}>
      {notice.view}
      <LiveRegion>{change.failure !== null && <ApiFailureMessage failure={change.failure} />}</LiveRegion>
      <QueryView query={customer} loadingLabel={t(`account.${kind}.loading`)}>
        {(data) => {
          const items = itemsOf(data)
          return (
            <>
              {editing === "new" ? (
                editor(null, saved, close)
              ) : (
                <div className={styles.actions}>
                  <Button onClick={() => open("new")}>{t(`account.${kind}.add`)}</Button>
                </div>
              )}
              {items.length === 0 && editing !== "new" && <p className={styles.card}>{t(`account.${kind}.empty`)}</p>}
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={idOf(item)}>
                    {editing === idOf(item)
                      ? editor(item, saved, close)
                      : card(item, {
                          busy: change.isRunning,
                          onEdit: () => open(idOf(item)),
                          onRemove: () => setRemoving(item),
                          onMakeDefault: () => void chooseDefault(item),
                        })}
                  </li>
                ))}
              </ul>
            </>
          )
        }}
      </QueryView>
      {removing !== null && (
        <ConfirmDialog
          title={t(`account.${kind}.removeTitle`)}
          message={t("account.removeQuestion", { what: nameOf(removing) })}
          confirmLabel={t("account.remove")}
          cancelLabel={t("account.keep")}
          busy={change.isRunning}
          onConfirm={() => void confirmRemoval(removing)}
          onCancel={keep}
        />
      )}
    </AccountPage>
  )
}
