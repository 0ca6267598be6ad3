import { useEffect, useId, useRef, useState } from "react"
import { useT } from "../../app/ShopContext.js"
import { CloseIcon, MenuIcon } from "../icons/Icons.js"
import type { HeaderMenu } from "../variants/index.js"
import { LanguageChoices } from "./LanguageMenu.js"
import * as menu from "./MenuButton.css.js"
import { ShowTypeMenu } from "./ShowTypeMenu.js"
import * as styles from "./SideDrawer.css.js"
import type { MenuShowTypes } from "./useMenuShowTypes.js"

interface Props {
  readonly menu: HeaderMenu
  readonly showTypes: MenuShowTypes
  readonly className?: string
}

/** The side drawer of small screens (SPEC §2): the categories and the languages. */
export const SideDrawer = ({ menu: headerMenu, showTypes, className }: Props) => {
  const t = useT()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>("button, [href]")?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    const returnTo = opener.current
    return () => {
      document.removeEventListener("keydown", onKey)
      returnTo?.focus()
    }
  }, [open])

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={[menu.button, className].filter(Boolean).join(" ")}
        aria-label={t("shell.drawer.open")}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && close()}>
          <div ref={panel} className={styles.drawer} role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className={styles.top}>
              <h2 id={titleId} className={styles.title}>
                {t("shell.drawer.title")}
              </h2>
              <button type="button" className={menu.button} aria-label={t("shell.drawer.close")} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            {headerMenu.kind !== "none" && (
              <section className={styles.section}>
                <h3 className={styles.heading}>{t("shell.drawer.categories")}</h3>
                <ShowTypeMenu menu={headerMenu} showTypes={showTypes} layout="drawer" onPicked={close} />
              </section>
            )}
            <section className={styles.section}>
              <h3 className={styles.heading}>{t("shell.drawer.languages")}</h3>
              <LanguageChoices onPicked={close} />
            </section>
          </div>
        </div>
      )}
    </>
  )
}
