import { useT } from "../app/ShopContext.js"
import { Button } from "./Button.js"
import * as styles from "./ReloadOffer.css.js"

/** Why the page could not be shown: its chunk did not load, or it failed while rendering. */
export type PageFailure = "loadFailed" | "renderFailed"

/**
 * Shown in place of a page that could not be shown, inside the shell. A reload starts the shop
 * afresh; the purchase survives it, because the machines restore it from the persisted state.
 */
export const ReloadOffer = ({ failure }: { readonly failure: PageFailure }) => {
  const t = useT()
  return (
    <div className={styles.page}>
      <section className={styles.card} role="alert">
        <h1 className={styles.title}>{t(`chunk.${failure}.title`)}</h1>
        <p className={styles.text}>{t(`chunk.${failure}.text`)}</p>
        <Button onClick={() => window.location.reload()}>{t("chunk.reload")}</Button>
      </section>
    </div>
  )
}
