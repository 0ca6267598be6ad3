import { searchQuery } from "@boleteria/core"
import { useId, useState, type FormEvent } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"
import { Button } from "../../../components/Button.js"
import type { ShowFilters } from "../common/showFilters.js"
import * as styles from "./SearchForm.css.js"

interface Props {
  readonly filters: ShowFilters
  readonly onSearch: (filters: ShowFilters) => void
}

/** Free text and show types. Text shorter than the tenant's minimum (SPEC §5: 3) is not searched. */
export const SearchForm = ({ filters, onSearch }: Props) => {
  const t = useT()
  const tenant = useTenant()
  const textId = useId()
  const hintId = useId()
  const showTypes = useApiQuery("browse:showTypes", (api) => api.getShowTypes())
  const [text, setText] = useState(filters.cBuscar ?? "")
  const [types, setTypes] = useState<ReadonlyArray<number>>(filters.aListaidTipoDeEspectaculo)
  const [tooShort, setTooShort] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = searchQuery(text, tenant.search.minLength)
    const short = query === null && text.trim() !== ""
    setTooShort(short)
    if (!short) onSearch({ ...filters, cBuscar: query, aListaidTipoDeEspectaculo: types })
  }

  const toggle = (id: number, checked: boolean) =>
    setTypes(checked ? [...types, id] : types.filter((type) => type !== id))

  return (
    <form className={styles.form} role="search" aria-label={t("browse.search.formLabel")} onSubmit={submit}>
      <div className={styles.textRow}>
        <label htmlFor={textId} className={styles.label}>
          {t("browse.search.text")}
        </label>
        <div className={styles.inputRow}>
          <input
            id={textId}
            type="search"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tooShort}
            aria-describedby={hintId}
            enterKeyHint="search"
          />
          <Button type="submit">{t("browse.search.submit")}</Button>
        </div>
        <p id={hintId} className={tooShort ? styles.error : styles.hint} aria-live="polite">
          {t("browse.search.minLength", { min: tenant.search.minLength })}
        </p>
      </div>
      {showTypes.status === "success" && showTypes.data.Lista.length > 0 && (
        <fieldset className={styles.types}>
          <legend className={styles.label}>{t("browse.search.types")}</legend>
          {showTypes.data.Lista.map((type) => (
            <label key={type.idEspectaculoTipo} className={styles.type}>
              <input
                type="checkbox"
                checked={types.includes(type.idEspectaculoTipo)}
                onChange={(event) => toggle(type.idEspectaculoTipo, event.target.checked)}
              />
              {type.cNombre}
            </label>
          ))}
        </fieldset>
      )}
    </form>
  )
}
