import type { WithdrawalPreview } from "@boleteria/core"
import { useState, type FormEvent } from "react"
import { useSession, useT } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as fieldStyles from "../../../components/form/Field.css.js"
import * as styles from "../contact/ContactForm.css.js"
import { MessageField } from "../contact/MessageField.js"
import * as page from "./WithdrawalPage.css.js"
import { useWithdrawalTexts } from "./useWithdrawalTexts.js"

interface Props {
  /** The chosen order's preview and the reason, if any: the summary asks the shopper to confirm. */
  readonly onReview: (preview: WithdrawalPreview, reason: string) => void
  /** The shopper changed their choice or the reason: the old refusal no longer applies. */
  readonly onEdit: () => void
}

/** The signed-in customer's orders that may be withdrawn now (GET /v2/PedidosArrepentibles), newest first. */
const useWithdrawableOrders = () => {
  const { token } = useSession()
  return useApiQuery(`withdrawable:${token ?? ""}`, (api) => api.getWithdrawableOrders())
}

/**
 * A signed-in customer picks one of their own withdrawable orders (the newest chosen already): no
 * order number or e-mail to type. Each says its functions, tickets, what was paid and until when.
 */
export const WithdrawableOrderPicker = ({ onReview, onEdit }: Props) => {
  const t = useT()
  const texts = useWithdrawalTexts()
  const orders = useWithdrawableOrders()
  const [chosen, setChosen] = useState<number | null>(null)
  const [reason, setReason] = useState("")

  if (orders.status === "loading") return <p aria-busy="true">{t("info.withdrawal.pick.loading")}</p>
  if (orders.status === "failure") return <ApiFailureMessage failure={orders.error} />
  const list = orders.data.listaPedido
  if (list.length === 0) return <p>{t("info.withdrawal.pick.none")}</p>
  const picked = list.find((order) => order.idPedido === chosen) ?? list[0]!

  const review = (event: FormEvent) => {
    event.preventDefault()
    onReview(picked, reason)
  }

  return (
    <form className={fieldStyles.form} onSubmit={review}>
      <fieldset className={page.choices}>
        <legend className={page.legend}>{t("info.withdrawal.pick.title")}</legend>
        <p className={page.hint}>{t("info.withdrawal.pick.lead")}</p>
        {list.map((order) => {
          const tickets = order.listaFuncion.flatMap((line) => line.listaEntrada)
          return (
            <label key={order.idPedido} className={page.choice}>
              <input
                type="radio"
                name="withdrawable-order"
                value={order.idPedido}
                checked={order.idPedido === picked.idPedido}
                onChange={() => {
                  setChosen(order.idPedido)
                  onEdit()
                }}
                className={page.radio}
              />
              <span className={page.choiceText}>
                <span className={page.choiceTitle}>
                  {t("info.withdrawal.pick.option", {
                    order: order.idPedido,
                    shows: order.listaFuncion
                      .map((line) => `${line.cEspectaculo} (${texts.functionDate(line.dFuncion)})`)
                      .join(", "),
                  })}
                </span>
                <span className={page.hint}>
                  {t("info.withdrawal.pick.optionDetail", {
                    tickets: tickets.map(texts.ticket).join("; "),
                    amount: texts.price(order.fImporteReintegrado),
                    date: texts.deadline(order.dLimite),
                  })}
                </span>
              </span>
            </label>
          )
        })}
      </fieldset>
      <MessageField
        label={t("info.withdrawal.form.reason")}
        hint={t("info.withdrawal.form.reasonHint")}
        name="reason"
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          onEdit()
        }}
        error={undefined}
      />
      <div className={styles.actions}>
        <Button type="submit">{t("info.withdrawal.pick.review")}</Button>
      </div>
    </form>
  )
}
