import { billsState, eticketState, isBillReady, receiptNumber, type Order } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import { ApiFailureMessage } from "../../../components/ApiFailureMessage.js"
import { Button } from "../../../components/Button.js"
import * as accountStyles from "../common/AccountPage.css.js"
import { LiveRegion } from "../common/LiveRegion.js"
import { useDateText } from "../common/useDateText.js"
import * as styles from "./Orders.css.js"
import type { DownloadState, OrderDocument } from "./useDocumentDownload.js"
import { OrderPart } from "./OrderPart.js"

interface Props {
  readonly order: Order
  readonly downloads: DownloadState
  readonly onDownload: (key: string, document: OrderDocument) => void
}

/** What a download of `key` says beside its button: its progress, its file, or why it failed. */
const DownloadStatus = ({
  downloads,
  downloadKey,
}: {
  readonly downloads: DownloadState
  readonly downloadKey: string
}) => {
  const t = useT()
  if (downloads.status === "idle" || downloads.key !== downloadKey) return null
  switch (downloads.status) {
    case "running":
      return <p className={accountStyles.muted}>{t("account.orders.downloading")}</p>
    case "done":
      return <p className={accountStyles.muted}>{t("account.orders.downloaded", { file: downloads.filename })}</p>
    case "failed":
      return downloads.failure._tag === "NetworkError" ? null : <ApiFailureMessage failure={downloads.failure} />
  }
}

/** The order's e-ticket and its bills (SPEC §3), each downloaded as a PDF; bills show "processing" until ready. */
export const OrderDocuments = ({ order, downloads, onDownload }: Props) => {
  const t = useT()
  const dates = useDateText()
  const eticket = eticketState(order)
  const bills = billsState(order)
  const eticketKey = `eticket-${order.idPedido}`
  const busy = (key: string) => downloads.status === "running" && downloads.key === key
  return (
    <OrderPart title={t("account.orders.documents")}>
      <div className={styles.bill}>
        {eticket === "available" ? (
          <div className={accountStyles.actions}>
            <Button
              onClick={() => onDownload(eticketKey, { kind: "eticket", idPedido: order.idPedido })}
              disabled={busy(eticketKey)}
              aria-busy={busy(eticketKey)}
            >
              {t("account.orders.downloadEticket", { order: order.idPedido })}
            </Button>
          </div>
        ) : (
          <p className={accountStyles.muted}>{t(`account.orders.eticket.${eticket}`)}</p>
        )}
        <LiveRegion>
          <DownloadStatus downloads={downloads} downloadKey={eticketKey} />
        </LiveRegion>
      </div>
      {bills === "processing" && <p className={styles.processing}>{t("account.orders.billsProcessing")}</p>}
      {bills === "none" && <p className={accountStyles.muted}>{t("account.orders.noBills")}</p>}
      <ul className={accountStyles.list}>
        {order.listaComprobante.map((bill) => {
          const key = `bill-${bill.idComprobante}`
          const kind = t(`account.orders.billTypes.${bill.cTipo}`)
          const number = receiptNumber(bill)
          return (
            <li key={bill.idComprobante} className={styles.bill}>
              <p className={styles.partTitle}>
                {kind} {number}
              </p>
              <dl className={accountStyles.facts}>
                {(
                  [
                    ["reference", bill.cReferencia],
                    ["pointOfSale", String(bill.nPuntoDeVenta)],
                    ["receiptNumber", String(bill.nNumeroComprobante)],
                    ["cae", bill.cCAE ?? t("account.orders.caePending")],
                    ["issued", dates.instant(bill.dEmision)],
                  ] as const
                ).map(([name, value]) => (
                  <div key={name} className={accountStyles.fact}>
                    <dt className={accountStyles.term}>{t(`account.orders.bill.${name}`)}</dt>
                    <dd className={accountStyles.value}>{value}</dd>
                  </div>
                ))}
              </dl>
              {isBillReady(bill) ? (
                <div className={accountStyles.actions}>
                  <Button
                    kind="secondary"
                    onClick={() =>
                      onDownload(key, { kind: "bill", idPedido: order.idPedido, idComprobante: bill.idComprobante })
                    }
                    disabled={busy(key)}
                    aria-busy={busy(key)}
                  >
                    {t("account.orders.downloadBill", { kind, number })}
                  </Button>
                </div>
              ) : (
                <p className={styles.processing}>{t("account.orders.billProcessing")}</p>
              )}
              <LiveRegion>
                <DownloadStatus downloads={downloads} downloadKey={key} />
              </LiveRegion>
            </li>
          )
        })}
      </ul>
    </OrderPart>
  )
}
