import { UpdatePersonalDataRequest, type LoginResult, type SignUpRequest } from "@boleteria/core"
import * as Schema from "effect/Schema"
import type { Queryable } from "../../db/database.js"

export type PersonalData = UpdatePersonalDataRequest

/** What login needs of an account. */
export interface Account {
  readonly id: number
  readonly email: string
  readonly passwordHash: string
  readonly personal: PersonalData
}

interface AccountRow {
  readonly id: number
  readonly email: string
  readonly password_hash: string
  readonly first_name: string
  readonly last_name: string
  readonly data: unknown
}

const ACCOUNT_COLUMNS = "id, email, password_hash, first_name, last_name, data"

/** The names live in columns, the rest of the personal data in `data`; read back through the contract. */
const decodePersonal = Schema.decodeUnknownSync(UpdatePersonalDataRequest)

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  personal: decodePersonal({ ...(row.data as object), cNombre: row.first_name, cApellido: row.last_name }),
})

const storedData = ({ cNombre: _first, cApellido: _last, ...rest }: PersonalData): object => rest

/** The shop may show the alias instead of the name once there is one. */
export const hasAlias = (personal: PersonalData): boolean => (personal.cAlias ?? "").trim() !== ""

export const loginResultOf = (token: string, account: Pick<Account, "email" | "personal">): LoginResult => ({
  token,
  user: { cNombre: account.personal.cNombre, cEmail: account.email, lAlias: hasAlias(account.personal) },
})

/** E-mails are one account whatever their case. */
export const findAccountByEmail = async (db: Queryable, email: string): Promise<Account | null> => {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE lower(email) = lower($1)`,
    [email.trim()],
  )
  return rows[0] === undefined ? null : accountOf(rows[0])
}

export const accountById = async (db: Queryable, id: number): Promise<Account> => {
  const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE id = $1`, [id])
  if (rows[0] === undefined) throw new Error(`customer ${id} has a session but no account`)
  return accountOf(rows[0])
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
  const { rows } = await db.query<AccountRow>(
    `INSERT INTO customers (email, password_hash, first_name, last_name, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [form.cEmail.trim(), passwordHash, personal.cNombre, personal.cApellido, storedData(personal), new Date(now)],
  )
  return rows[0] === undefined ? null : accountOf(rows[0])
}

export const updatePersonalData = async (db: Queryable, id: number, personal: PersonalData): Promise<void> => {
  await db.query("UPDATE customers SET first_name = $2, last_name = $3, data = $4 WHERE id = $1", [
    id,
    personal.cNombre.trim(),
    personal.cApellido.trim(),
    storedData(personal),
  ])
}

export const setPasswordHash = async (db: Queryable, id: number, passwordHash: string): Promise<void> => {
  await db.query("UPDATE customers SET password_hash = $2 WHERE id = $1", [id, passwordHash])
}
