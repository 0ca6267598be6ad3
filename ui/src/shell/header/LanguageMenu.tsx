import { useLocale, usePreferences, useT, useTenant } from "../../app/ShopContext.js"
import { ChevronDownIcon } from "../icons/Icons.js"
import { languageOptions } from "./languages.js"
import * as styles from "./LanguageMenu.css.js"
import * as menu from "./MenuButton.css.js"
import { MenuButton } from "./MenuButton.js"

/**
 * The tenant's languages; picking one changes the stored preference, so the choice survives a
 * reload and reaches the other tabs.
 */
export const LanguageChoices = ({ onPicked }: { readonly onPicked: () => void }) => {
  const t = useT()
  const tenant = useTenant()
  const locale = useLocale()
  const preferences = usePreferences()
  return (
    <ul className={menu.list}>
      {languageOptions(tenant.locales.enabled, t).map((option) => (
        <li key={option.locale}>
          <button
            type="button"
            lang={option.locale}
            className={menu.item}
            aria-current={option.locale === locale}
            onClick={() => {
              onPicked()
              if (option.locale !== locale) preferences.changeLanguage(option.locale)
            }}
          >
            <img src={option.image} alt="" width={22} height={16} className={styles.flag} />
            {option.title}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The language menu of the bar: the current language's flag and short title, which its name starts with. */
export const LanguageMenu = () => {
  const t = useT()
  const tenant = useTenant()
  const locale = useLocale()
  const options = languageOptions(tenant.locales.enabled, t)
  const current = options.find((option) => option.locale === locale) ?? options[0]
  if (current === undefined || options.length < 2) return null
  return (
    <MenuButton
      // WCAG 2.5.3: the name starts with what the button shows ("ES — Idioma: Español").
      ariaLabel={t("shell.languages.menu", { short: current.titleResumido, language: current.title })}
      label={
        <>
          <img src={current.image} alt="" width={22} height={16} className={styles.flag} />
          <span>{current.titleResumido}</span>
          <ChevronDownIcon />
        </>
      }
    >
      {(close) => <LanguageChoices onPicked={close} />}
    </MenuButton>
  )
}
