import { lazy, Suspense, type ComponentType, type ReactNode } from "react"
import { useT } from "../app/ShopContext.js"
import { LoginGreeting } from "../pages/account/login/LoginGreeting.js"
import { AttentionProvider } from "./dialogs/Attention.js"
import { Notices } from "./dialogs/Notices.js"
import { PurchaseDialog } from "./dialogs/PurchaseDialog.js"
import { Header } from "./header/Header.js"
import * as styles from "./Shell.css.js"

/**
 * The footer comes after the first download (it sits below the fold, and weighs): a footer that
 * cannot load leaves the page without it, never without the page.
 */
let footer: Promise<{ default: ComponentType }> | undefined
/** The footer's chunk, once; also loaded before a server-rendered page is hydrated (main.tsx). */
export const preloadFooter = () =>
  (footer ??= import("./footer/Footer.js").then(
    (loaded) => ({ default: loaded.Footer }),
    () => ({ default: () => null }),
  ))
const Footer = lazy<ComponentType>(preloadFooter)

/**
 * Wraps every page: the top bar, the machines' notices and the login greeting (in the flow, so
 * they never cover the page), the page, the footer, and the dialogs any page may raise (the
 * purchase dialog, the attention dialog of `useAttention`).
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
        <LoginGreeting />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Suspense>
          <Footer />
        </Suspense>
      </div>
      <PurchaseDialog />
    </AttentionProvider>
  )
}
