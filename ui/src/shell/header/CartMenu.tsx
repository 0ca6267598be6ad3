import { buyPath, formatFunctionDate, type CartLineView } from "@boleteria/core"
import { useCart, useLocale, useT, useTenant } from "../../app/ShopContext.js"
import { Button } from "../../components/Button.js"
import { Price } from "../../components/Price.js"
import { CartIcon } from "../icons/Icons.js"
import { useBarNavigation } from "../shellHooks.js"
import * as styles from "./CartMenu.css.js"
import { MenuButton } from "./MenuButton.js"

const CartLineItem = ({ line }: { readonly line: CartLineView }) => {
  const t = useT()
  const locale = useLocale()
  return (
    <li className={styles.line}>
      {line.image === null ? (
        <span className={styles.image} />
      ) : (
        <img className={styles.image} src={line.image.cUrl} alt="" width={96} height={54} loading="lazy" />
      )}
      <div className={styles.details}>
        <p className={styles.name}>{line.showName}</p>
        <p className={styles.muted}>{line.venueName}</p>
        <p className={styles.muted}>
          <time dateTime={line.date.dFuncion}>{formatFunctionDate(line.date, locale)}</time>
        </p>
        <p className={styles.amounts}>
          <span>
            {line.isProduct
              ? t("shell.cart.quantity", { count: line.positions })
              : t(line.positions === 1 ? "shell.cart.position" : "shell.cart.positions", { count: line.positions })}
          </span>
          <Price amount={line.total} />
        </p>
        {line.canRemove && (
          <button type="button" className={styles.remove} onClick={line.remove}>
            {t("shell.cart.remove")}
            <span className={styles.hiddenName}> {line.showName}</span>
          </button>
        )}
      </div>
    </li>
  )
}

/**
 * The cart icon menu (SPEC §2): each function held, the total, and Empty cart, Add more
 * (the billboard) and Check out (the buy route of the purchase).
 */
export const CartMenu = () => {
  const t = useT()
  const cart = useCart()
  const tenant = useTenant()
  const { go } = useBarNavigation()
  const buttonLabel = cart.isEmpty ? t("shell.cart.buttonEmpty") : t("shell.cart.button", { count: cart.positions })
  return (
    <MenuButton
      ariaLabel={buttonLabel}
      label={
        <>
          <CartIcon />
          {!cart.isEmpty && (
            <span className={styles.badge} aria-hidden="true">
              {cart.positions}
            </span>
          )}
        </>
      }
    >
      {(close) => (
        <section className={styles.panel} aria-label={t("shell.cart.title")} aria-busy={cart.isBusy}>
          <h2 className={styles.title}>{t("shell.cart.title")}</h2>
          {cart.isEmpty ? (
            <p className={styles.muted}>{t("shell.cart.empty")}</p>
          ) : (
            <>
              <ul className={styles.lines}>
                {cart.lines.map((line) => (
                  <CartLineItem key={line.idFuncion} line={line} />
                ))}
              </ul>
              <p className={styles.total}>
                <span>{t("shell.cart.total")}</span>
                <Price amount={cart.total} />
              </p>
              <div className={styles.actions}>
                <Button
                  wide
                  disabled={!cart.canCheckout || cart.idProcesoDeCompra === null}
                  onClick={() => {
                    close()
                    go(buyPath(tenant.processType, cart.idProcesoDeCompra))
                  }}
                >
                  {t("shell.cart.checkOut")}
                </Button>
                <Button
                  kind="secondary"
                  wide
                  onClick={() => {
                    close()
                    go("/")
                  }}
                >
                  {t("shell.cart.addMore")}
                </Button>
                <Button
                  kind="ghost"
                  wide
                  disabled={cart.isBusy}
                  onClick={() => {
                    close()
                    cart.empty()
                  }}
                >
                  {t("shell.cart.emptyCart")}
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </MenuButton>
  )
}
