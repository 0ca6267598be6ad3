import { useCallback, useId, useState } from "react"
import { useT } from "../../app/ShopContext.js"
import { useModalDialog } from "../../components/Dialog.js"
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

/** The drawer itself, a modal dialog while it is open. */
const Drawer = ({
  menu: headerMenu,
  showTypes,
  onClose,
}: Omit<Props, "className"> & { readonly onClose: () => void }) => {
  const t = useT()
  const titleId = useId()
  return (
    <dialog className={styles.drawer} aria-labelledby={titleId} {...useModalDialog(onClose)}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t("shell.drawer.title")}
          </h2>
          <button type="button" className={menu.button} aria-label={t("shell.drawer.close")} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {headerMenu.kind !== "none" && (
          <section className={styles.section}>
            <h3 className={styles.heading}>{t("shell.drawer.categories")}</h3>
            <ShowTypeMenu menu={headerMenu} showTypes={showTypes} layout="drawer" onPicked={onClose} />
          </section>
        )}
        <section className={styles.section}>
          <h3 className={styles.heading}>{t("shell.drawer.languages")}</h3>
          <LanguageChoices onPicked={onClose} />
        </section>
      </div>
    </dialog>
  )
}

/** The side drawer of small screens (SPEC §2): the categories and the languages. */
export const SideDrawer = ({ className, ...content }: Props) => {
  const t = useT()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        className={[menu.button, className].filter(Boolean).join(" ")}
        aria-label={t("shell.drawer.open")}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && <Drawer {...content} onClose={close} />}
    </>
  )
}
