import type { ReactNode } from "react"
import { useT } from "../app/ShopContext.js"
import { AttentionProvider } from "./dialogs/Attention.js"
import { Notices } from "./dialogs/Notices.js"
import { PurchaseDialog } from "./dialogs/PurchaseDialog.js"
import { Footer } from "./footer/Footer.js"
import { Header } from "./header/Header.js"
import * as styles from "./Shell.css.js"

/**
 * Wraps every page: the top bar, the machines' notices, the page, the footer, and the dialogs
 * any page may raise (the purchase dialog, the attention dialog of `useAttention`).
 */
export const Shell = ({ children }: { readonly children: ReactNode }) => {
  const t = useT()
  return (
    <AttentionProvider>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t("shell.skipToContent")}
        </a>
        <Header />
        <Notices />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      <PurchaseDialog />
    </AttentionProvider>
  )
}
