import type { Address, Phone } from "../../contract/customer.js"
import type { ContactEntry } from "../store.js"

/**
 * Addresses and phones behave alike (as the server's contact lists): exactly one entry is the default
 * while any exist. The first entry becomes it, marking one unmarks the others, and removing or
 * unmarking the default passes the mark to the oldest other entry.
 */
const ensureDefault = <F>(entries: ReadonlyArray<ContactEntry<F>>, avoid: number | null): void => {
  const listed = entries.filter((entry) => !entry.removed)
  if (listed.some((entry) => entry.isDefault)) return
  const heir = listed.find((entry) => entry.id !== avoid) ?? listed[0]
  if (heir !== undefined) heir.isDefault = true
}

const markOnly = <F>(entries: ReadonlyArray<ContactEntry<F>>, id: number): void => {
  for (const entry of entries) if (!entry.removed) entry.isDefault = entry.id === id
}

export const listed = <F>(entries: ReadonlyArray<ContactEntry<F>>): ReadonlyArray<ContactEntry<F>> =>
  entries.filter((entry) => !entry.removed)

export const addContact = <F>(
  entries: Array<ContactEntry<F>>,
  id: number,
  fields: F,
  wantsDefault: boolean,
): ContactEntry<F> => {
  const entry: ContactEntry<F> = { id, fields, isDefault: false, removed: false }
  entries.push(entry)
  if (wantsDefault) markOnly(entries, id)
  ensureDefault(entries, null)
  return entry
}

/** Undefined when the entry is not in the list (or was removed): the caller answers 404. */
export const changeContact = <F>(
  entries: ReadonlyArray<ContactEntry<F>>,
  id: number,
  fields: F,
  wantsDefault: boolean,
): ContactEntry<F> | undefined => {
  const entry = entries.find((candidate) => candidate.id === id && !candidate.removed)
  if (entry === undefined) return undefined
  entry.fields = fields
  entry.isDefault = wantsDefault
  if (wantsDefault) markOnly(entries, id)
  ensureDefault(entries, id)
  return entry
}

/** The entry stays, marked removed, because a purchase may have been shipped to it. False when it is not listed. */
export const removeContact = <F>(entries: ReadonlyArray<ContactEntry<F>>, id: number): boolean => {
  const entry = entries.find((candidate) => candidate.id === id && !candidate.removed)
  if (entry === undefined) return false
  entry.removed = true
  entry.isDefault = false
  ensureDefault(entries, null)
  return true
}

export const addressOf = (entry: ContactEntry<Omit<Address, "idClienteDomicilio" | "lPredeterminado">>): Address => ({
  idClienteDomicilio: entry.id,
  ...entry.fields,
  lPredeterminado: entry.isDefault,
})

export const phoneOf = (entry: ContactEntry<Omit<Phone, "idClienteTelefono" | "lPredeterminado">>): Phone => ({
  idClienteTelefono: entry.id,
  ...entry.fields,
  lPredeterminado: entry.isDefault,
})
