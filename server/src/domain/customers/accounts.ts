import { UpdatePersonalDataRequest, type LoginResult, type SignUpRequest } from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { Queryable } from "../../db/database.js"
import {
  accountRowByEmail,
  accountRowById,
  insertAccount,
  updatePersonalColumns,
  type AccountRow,
  type PersonalColumns,
} from "../../store/customers/accounts.js"

export type PersonalData = UpdatePersonalDataRequest

/** What login needs of an account. */
export interface Account {
  readonly id: number
  readonly email: string
  readonly passwordHash: string
  readonly personal: PersonalData
}

/** The names live in columns, the rest of the personal data in `data`; read back through the contract. */
const decodePersonal = Schema.decodeUnknownSync(UpdatePersonalDataRequest)

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  personal: decodePersonal({ ...(row.data as object), cNombre: row.first_name, cApellido: row.last_name }),
})

const columnsOf = ({ cNombre, cApellido, ...rest }: PersonalData): PersonalColumns => ({
  firstName: cNombre.trim(),
  lastName: cApellido.trim(),
  data: rest,
})

/** The shop may show the alias instead of the name once there is one. */
export const hasAlias = (personal: PersonalData): boolean => (personal.cAlias ?? "").trim() !== ""

export const loginResultOf = (token: string, account: Pick<Account, "email" | "personal">): LoginResult => ({
  token,
  user: { cNombre: account.personal.cNombre, cEmail: account.email, lAlias: hasAlias(account.personal) },
})

/** E-mails are one account whatever their case. */
export const findAccountByEmail = async (db: Queryable, email: string): Promise<Account | null> => {
  const row = await accountRowByEmail(db, email.trim())
  return row === null ? null : accountOf(row)
}

export const accountById = async (db: Queryable, id: number): Promise<Account> => {
  const row = await accountRowById(db, id)
  if (row === null) throw new Error(`customer ${id} has a session but no account`)
  return accountOf(row)
}

/** Creates the account; null when the e-mail already has one (also when two sign-ups race). */
export const createAccount = async (
  db: Queryable,
  form: SignUpRequest,
  passwordHash: string,
  now: number,
): Promise<Account | null> => {
  const personal: PersonalData = {
    cNombre: form.cNombre.trim(),
    cApellido: form.cApellido.trim(),
    cGenero: form.cGenero,
    cTipoDocumento: form.cTipoDocumento,
    cNumeroDocumento: form.cNumeroDocumento,
    cTipoTelefono: form.cTipoTelefono,
    cTelefono: form.cTelefono,
    oFechaNacimiento: form.oFechaNacimiento,
    cAlias: form.cAlias,
    cUsuarioTelegram: form.cUsuarioTelegram,
    cPais: form.cPais,
  }
  const row = await insertAccount(db, {
    email: form.cEmail.trim(),
    passwordHash,
    ...columnsOf(personal),
    createdAt: new Date(now),
  })
  return row === null ? null : accountOf(row)
}

export const updatePersonalData = (db: Queryable, id: number, personal: PersonalData): Promise<void> =>
  updatePersonalColumns(db, id, columnsOf(personal))
