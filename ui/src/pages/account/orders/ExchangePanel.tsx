import { formatTenantTime, type ExchangeOptions, type ExchangeQuote, type ExchangeSettlement } from "@boleteria/core"
import { useId, useState, type FormEvent } from "react"
import { useLocale, useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import { SelectField } from "../../../components/form/Field.js"
import { useFormatPrice } from "../../../components/Price.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as accountStyles from "../common/AccountPage.css.js"
import { useDateText } from "../common/useDateText.js"
import { ExchangeCardForm } from "./ExchangeCardForm.js"
import { useExchange } from "./useExchange.js"

/** Step 1: another function of the show, and a sector the tickets may go to (the server's options). */
const ChooseStep = ({
  options,
  busy,
  onHold,
}: {
  readonly options: ExchangeOptions
  readonly busy: boolean
  readonly onHold: (idFuncion: number, idSector: number) => void
}) => {
  const t = useT()
  const price = useFormatPrice()
  const dates = useDateText()
  const [functionId, setFunctionId] = useState(options.listaFuncion[0]?.idFuncion ?? 0)
  const line = options.listaFuncion.find((candidate) => candidate.idFuncion === functionId)
  const sectors = (line?.listaSector ?? []).filter((sector) => sector.nDisponibles >= options.nCantidad)
  const [sectorId, setSectorId] = useState(0)
  const chosenSector = sectors.find((sector) => sector.idSector === sectorId) ?? sectors[0]
  if (!options.lPermitido) return <p className={accountStyles.notice}>{options.cMotivo}</p>
  if (options.listaFuncion.length === 0)
    return <p className={accountStyles.muted}>{t("account.orders.exchange.noFunctions")}</p>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosenSector !== undefined) onHold(functionId, chosenSector.idSector)
  }
  return (
    <form onSubmit={submit} className={accountStyles.main}>
      {options.dLimite !== null && (
        <p className={accountStyles.muted}>
          {t("account.orders.exchange.deadline", { date: dates.instant(options.dLimite) })}{" "}
          {t("account.orders.exchange.count", { count: options.nCantidad, amount: price(options.fTotalActual) })}
        </p>
      )}
      <SelectField
        label={t("account.orders.exchange.function")}
        name="idFuncion"
        value={functionId}
        onChange={(event) => {
          setFunctionId(Number(event.target.value))
          setSectorId(0)
        }}
      >
        {options.listaFuncion.map((candidate) => (
          <option key={candidate.idFuncion} value={candidate.idFuncion}>
            {dates.instant(candidate.dFuncion)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("account.orders.exchange.sector")}
        name="idSector"
        value={chosenSector?.idSector ?? 0}
        onChange={(event) => setSectorId(Number(event.target.value))}
      >
        {sectors.map((sector) => (
          <option key={sector.idSector} value={sector.idSector}>
            {t("account.orders.exchange.sectorOption", {
              sector: sector.cNombre,
              price: price(sector.fPrecio),
              charge: price(sector.fCargoServicio),
              free: sector.nDisponibles,
            })}
          </option>
        ))}
      </SelectField>
      <div className={accountStyles.actions}>
        <Button type="submit" busy={busy} disabled={chosenSector === undefined}>
          {t("account.orders.exchange.hold")}
        </Button>
      </div>
    </form>
  )
}

/** Step 2: the places held, the balance, and the card when there is a difference to pay. */
const BalanceStep = ({
  quote,
  unsettled,
  busy,
  onSettle,
  onChooseAgain,
}: {
  readonly quote: ExchangeQuote
  readonly unsettled: ExchangeSettlement | null
  readonly busy: boolean
  readonly onSettle: (card: Parameters<ReturnType<typeof useExchange>["settle"]>[0]) => void
  readonly onChooseAgain: () => void
}) => {
  const t = useT()
  const price = useFormatPrice()
  const dates = useDateText()
  const locale = useLocale()
  const time = formatTenantTime(quote.dMaxima, locale)
  return (
    <div className={accountStyles.main}>
      <p role="status">{t("account.orders.exchange.held", { time })}</p>
      <p className={accountStyles.muted}>
        {t("account.orders.exchange.newFunction", { date: dates.instant(quote.dFuncion) })}
      </p>
      <h3 className={accountStyles.cardTitle}>{t("account.orders.exchange.places")}</h3>
      <ul>
        {quote.listaPosicion.map((place, index) => (
          <li key={index}>
            {t("account.orders.exchange.place", {
              sector: place.cSector,
              where:
                place.cFila === null
                  ? t("account.orders.generalAdmission")
                  : `${t("account.orders.row", { row: place.cFila })}, ${t("account.orders.seat", { seat: place.cButaca ?? "" })}`,
              price: price(place.fPrecio + place.fCargoServicio),
            })}
          </li>
        ))}
      </ul>
      <dl className={accountStyles.facts}>
        <div className={accountStyles.fact}>
          <dt className={accountStyles.term}>{t("account.orders.exchange.oldTotal")}</dt>
          <dd className={accountStyles.value}>{price(quote.fTotalAnterior)}</dd>
        </div>
        <div className={accountStyles.fact}>
          <dt className={accountStyles.term}>{t("account.orders.exchange.newTotal")}</dt>
          <dd className={accountStyles.value}>{price(quote.fTotalNuevo)}</dd>
        </div>
        {quote.cTipoSaldo !== "SIN_DIFERENCIA" && (
          <div className={accountStyles.fact}>
            <dt className={accountStyles.term}>
              {t(quote.cTipoSaldo === "PAGAR" ? "account.orders.exchange.toPay" : "account.orders.exchange.toRefund")}
            </dt>
            <dd className={accountStyles.value}>{price(quote.fSaldo)}</dd>
          </div>
        )}
      </dl>
      {quote.cTipoSaldo === "SIN_DIFERENCIA" && <p>{t("account.orders.exchange.even")}</p>}
      {unsettled !== null && (
        <p role="alert">
          {t(
            unsettled.cEstado === "RECHAZADO" ? "account.orders.exchange.declined" : "account.orders.exchange.pending",
          )}
        </p>
      )}
      {quote.cTipoSaldo === "PAGAR" ? (
        <ExchangeCardForm
          busy={busy}
          submitLabel={t("account.orders.exchange.pay", { amount: price(quote.fSaldo) })}
          onPay={onSettle}
        />
      ) : (
        <div className={accountStyles.actions}>
          <Button busy={busy} onClick={() => onSettle(null)}>
            {t("account.orders.exchange.confirm")}
          </Button>
        </div>
      )}
      <div className={accountStyles.actions}>
        <Button kind="secondary" onClick={onChooseAgain}>
          {t("account.orders.exchange.changeChoice")}
        </Button>
      </div>
    </div>
  )
}

/** Step 3: the new order, and what moved. */
const DoneStep = ({ settlement }: { readonly settlement: ExchangeSettlement }) => {
  const t = useT()
  const price = useFormatPrice()
  const document = settlement.oComprobante?.cReferencia ?? ""
  return (
    <div role="status" className={accountStyles.main}>
      <p>{t("account.orders.exchange.done", { order: settlement.idPedidoNuevo ?? "" })}</p>
      {settlement.cTipoSaldo === "PAGAR" && (
        <p>{t("account.orders.exchange.donePaid", { amount: price(settlement.fSaldo), document })}</p>
      )}
      {settlement.cTipoSaldo === "REINTEGRAR" && (
        <p>{t("account.orders.exchange.doneRefund", { amount: price(settlement.fSaldo), document })}</p>
      )}
    </div>
  )
}

/**
 * "Cambiar entradas" (docs/exchanges.md): choose another function and a sector, see the balance,
 * pay the difference or confirm. Shown on /myOrders?cambio={idPedido}, above the orders.
 */
export const ExchangePanel = ({
  idPedido,
  onSettled,
}: {
  readonly idPedido: number
  readonly onSettled: () => void
}) => {
  const t = useT()
  const titleId = useId()
  const exchange = useExchange(idPedido)
  const { state } = exchange
  return (
    <section className={accountStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={accountStyles.cardTitle}>
        {t("account.orders.exchange.title", { order: idPedido })}
      </h2>
      <p className={accountStyles.muted}>{t("account.orders.exchange.lead")}</p>
      {state.step === "loading" && exchange.failure === null && (
        <p role="status">{t("account.orders.exchange.loading")}</p>
      )}
      {state.step === "choosing" && <ChooseStep options={state.options} busy={exchange.busy} onHold={exchange.hold} />}
      {state.step === "held" && (
        <BalanceStep
          quote={state.quote}
          unsettled={state.unsettled}
          busy={exchange.busy}
          onSettle={exchange.settle}
          onChooseAgain={exchange.chooseAgain}
        />
      )}
      {state.step === "settled" && <DoneStep settlement={state.settlement} />}
      {exchange.failure !== null && <ApiFailureMessage failure={exchange.failure} />}
      <ShopLink to="/myOrders" className={accountStyles.link} onClick={onSettled}>
        {t("account.orders.exchange.back")}
      </ShopLink>
    </section>
  )
}
