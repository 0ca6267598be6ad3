import { searchQuery } from "@boleteria/core"
import { useId, useState, type FormEvent } from "react"
import { useT, useTenant } from "../../app/ShopContext.js"
import { SearchIcon } from "../icons/Icons.js"
import { srOnly } from "../shared.css.js"
import { useBarNavigation } from "../shellHooks.js"
import * as styles from "./SearchBox.css.js"

interface Props {
  readonly className?: string
  /** The small-screen variant opens with the cursor in the box. */
  readonly autoFocus?: boolean
  readonly onSearched?: () => void
}

/**
 * Enter or the icon goes to the advanced search with the trimmed text, only when core's
 * searchQuery accepts it (SPEC §5: at least the tenant's minimum); otherwise nothing happens.
 */
export const SearchBox = ({ className, autoFocus = false, onSearched }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const { go } = useBarNavigation()
  const inputId = useId()
  const [text, setText] = useState("")
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = searchQuery(text, tenant.search.minLength)
    if (query === null) return
    go(`/AdvancedSearch?cBuscar=${encodeURIComponent(query)}`)
    onSearched?.()
  }
  return (
    <form role="search" className={[styles.form, className].filter(Boolean).join(" ")} onSubmit={submit}>
      <label htmlFor={inputId} className={srOnly}>
        {t("shell.search.label")}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t("shell.search.placeholder")}
        autoFocus={autoFocus}
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label={t("shell.search.submit")}>
        <SearchIcon />
      </button>
    </form>
  )
}
