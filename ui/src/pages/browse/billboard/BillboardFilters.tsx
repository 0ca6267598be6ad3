import { DATE_FILTERS, type DateFilter } from "@boleteria/core"
import { useId, type ChangeEvent } from "react"
import { useT, useTenant } from "../../../app/ShopContext.js"
import { useApiQuery, usePageQuery } from "../../../app/useApiQuery.js"
import { venuesQuery } from "../common/catalogueQueries.js"
import { Button } from "../../../components/Button.js"
import { dayOf, hasFilters, NO_FILTERS, type ShowFilters } from "../common/showFilters.js"
import { zonesOf } from "../common/venues.js"
import * as styles from "./BillboardFilters.css.js"

/** SPEC §2's date presets, in the order the shopper reads them (the contract lists them so). */
const DATE_PRESETS: ReadonlyArray<DateFilter> = DATE_FILTERS

interface Option {
  readonly value: string
  readonly label: string
}

const FilterSelect = (props: {
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<Option>
  readonly onChange: (value: string) => void
}) => {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={id}
        className={styles.control}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

const idOrNull = (value: string): number | null => (value === "" ? null : Number(value))

interface Props {
  readonly filters: ShowFilters
  readonly onChange: (filters: ShowFilters) => void
}

/** The billboard's filters (SPEC §2), each behind its flag; a change applies at once. */
export const BillboardFilters = ({ filters, onChange }: Props) => {
  const t = useT()
  const { flags } = useTenant()
  const dayId = useId()
  const showTypes = useApiQuery("browse:showTypes", (api) => api.getShowTypes())
  const venues = usePageQuery(venuesQuery)
  const venueList = venues.status === "success" ? venues.data : []
  const all = (label: string): Option => ({ value: "", label })
  const set = (change: Partial<ShowFilters>) => onChange({ ...filters, ...change })

  return (
    <form className={styles.bar} aria-label={t("browse.filters.label")} onSubmit={(event) => event.preventDefault()}>
      {flags.filterCategory && (
        <FilterSelect
          label={t("browse.filters.category")}
          value={String(filters.aListaidTipoDeEspectaculo[0] ?? "")}
          options={[
            all(t("browse.filters.allCategories")),
            ...(showTypes.status === "success" ? showTypes.data.Lista : []).map((type) => ({
              value: String(type.idEspectaculoTipo),
              label: type.cNombre,
            })),
          ]}
          onChange={(value) => set({ aListaidTipoDeEspectaculo: value === "" ? [] : [Number(value)] })}
        />
      )}
      {flags.filterVenue && (
        <FilterSelect
          label={t("browse.filters.venue")}
          value={String(filters.idEstablecimiento ?? "")}
          options={[
            all(t("browse.filters.allVenues")),
            ...venueList.map((venue) => ({ value: String(venue.idEstablecimiento), label: venue.cNombre })),
          ]}
          onChange={(value) => set({ idEstablecimiento: idOrNull(value) })}
        />
      )}
      {flags.filterZone && (
        <FilterSelect
          label={t("browse.filters.zone")}
          value={String(filters.idZona ?? "")}
          options={[
            all(t("browse.filters.allZones")),
            ...zonesOf(venueList).map((zone) => ({ value: String(zone.idZona), label: zone.cNombre })),
          ]}
          onChange={(value) => set({ idZona: idOrNull(value) })}
        />
      )}
      {flags.filterDate && (
        <FilterSelect
          label={t("browse.filters.date")}
          value={filters.cFecha}
          options={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`browse.filters.dates.${preset}`) }))}
          onChange={(value) => set({ cFecha: value as DateFilter, dFecha: null })}
        />
      )}
      {flags.filterDate && filters.cFecha === "FECHA" && (
        <div className={styles.field}>
          <label htmlFor={dayId} className={styles.label}>
            {t("browse.filters.day")}
          </label>
          <input
            id={dayId}
            type="date"
            className={styles.control}
            value={filters.dFecha ?? ""}
            onChange={(event: ChangeEvent<HTMLInputElement>) => set({ dFecha: dayOf(event.target.value) })}
          />
        </div>
      )}
      {hasFilters(filters) && (
        <Button kind="ghost" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          {t("browse.filters.clear")}
        </Button>
      )}
    </form>
  )
}
