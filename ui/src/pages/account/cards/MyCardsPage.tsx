import type { SavedCard } from "@boleteria/core"
import { useEffect, useState } from "react"
import { useSession, useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { useToday } from "../../../app/useToday.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { succeeded } from "../../../components/form/useApiAction.js"
import { AccountPage } from "../common/AccountPage.js"
import * as styles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { QueryView } from "../common/QueryView.js"
import { useAccountAction } from "../common/useAccountAction.js"
import { clearRegistrationNote, readRegistrationNote } from "./registrationNote.js"
import { SavedCardList } from "./SavedCardList.js"
import { useAddCard } from "./useAddCard.js"
import { useCardName } from "./useCardName.js"

const NO_CARDS: ReadonlyArray<SavedCard> = []

/**
 * My cards (/myCards, docs/saved-cards.md): the cards the customer saved (GET /v2/Cliente/Tarjetas),
 * each deleted after asking, and "Agregar tarjeta", which goes to the processor's page and comes
 * back here, where the new card is confirmed. The empty state says what a saved card keeps.
 */
export const MyCardsPage = () => {
  const t = useT()
  const { token } = useSession()
  const { name } = useCardName()
  const today = useToday()
  // Read once: the cards the customer had before leaving to save one, when this is the return.
  const [before] = useState(readRegistrationNote)
  const [confirmed, setConfirmed] = useState(false)
  // A return asks the server afresh: a list kept from before leaving would not have the new card.
  const query = useApiQuery(`savedCards:${token ?? ""}${before === null ? "" : ":returned"}`, (api) =>
    api.listSavedCards(),
  )
  const loaded = query.status === "success" ? query.data : null
  const removal = useAccountAction()
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [announcement, setAnnouncement] = useState<string | null>(null)
  const [newAliases, setNewAliases] = useState<ReadonlySet<string>>(new Set())
  const cards = (loaded ?? NO_CARDS).filter((card) => !removed.has(card.cAliasToken))
  const addCard = useAddCard(cards)

  useEffect(() => {
    if (before === null || loaded === null || confirmed) return
    clearRegistrationNote()
    setConfirmed(true)
    const added = loaded.filter((card) => !before.has(card.cAliasToken))
    setNewAliases(new Set(added.map((card) => card.cAliasToken)))
    setAnnouncement(
      added.length === 0
        ? t("account.cards.notAdded")
        : t("account.cards.added", { cards: added.map(name).join(", ") }),
    )
  }, [before, loaded, confirmed, name, t])

  const remove = async (card: SavedCard) => {
    setAnnouncement(null)
    const path = { idProcesoDeCompra: 0, alias_token: card.cAliasToken }
    const done = await removal.run((api) => succeeded(api.deleteSavedCard({ path })))
    if (done === null) return false
    setRemoved((known) => new Set([...known, card.cAliasToken]))
    query.reload()
    setAnnouncement(t("account.cards.removed", { card: name(card) }))
    return true
  }

  const failure = removal.failure ?? addCard.failure
  return (
    <AccountPage title={t("account.cards.title")} lead={t("account.cards.lead")}>
      <LiveRegion>
        {announcement !== null && <p className={styles.notice}>{announcement}</p>}
        {failure !== null && <ApiFailureMessage failure={failure} />}
      </LiveRegion>
      <QueryView query={query} loadingLabel={t("account.cards.loading")}>
        {() => (
          <>
            <div className={styles.actions}>
              <Button onClick={() => void addCard.add()} busy={addCard.busy}>
                {t("account.cards.add")}
              </Button>
              <p className={styles.muted}>{t("account.cards.addHint")}</p>
            </div>
            <SavedCardList
              cards={cards}
              today={today}
              newAliases={newAliases}
              remove={remove}
              busy={removal.isRunning}
            />
          </>
        )}
      </QueryView>
    </AccountPage>
  )
}
