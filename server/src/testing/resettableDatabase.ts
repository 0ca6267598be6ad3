import type { Database, Queryable } from "../db/database.js"

/**
 * A seeded database a test file keeps for all its tests, put back to its seeded state before each:
 * opening a PGlite costs about half a second of CPU (the data dir unpacked, PostgreSQL started),
 * putting back what a test wrote costs a few milliseconds.
 */
export interface ResettableDatabase {
  readonly db: Database
  /** Puts back every row and sequence as they were when the database was made resettable. */
  readonly reset: () => Promise<void>
  /**
   * The database reset, for one server at a time: its `close` frees it for the next (and leaves it
   * open). Two servers at once on one database would see each other's writes, so a second `serve`
   * before the first is closed throws.
   */
  readonly serve: () => Promise<Database>
  readonly close: () => Promise<void>
}

/** Where the seeded rows are kept, beside the tables the server uses. */
const SEED = "boleteria_seed"

interface TableRestore {
  readonly name: string
  /** Its columns but the generated ones (PostgreSQL computes those). */
  readonly columns: ReadonlyArray<string>
  /** The tables whose foreign keys point at it: a TRUNCATE empties them together. */
  readonly referencedBy: ReadonlyArray<string>
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

const tablesOf = async (db: Queryable): Promise<ReadonlyArray<TableRestore>> => {
  const { rows } = await db.query<{ name: string; columns: Array<string>; referenced_by: Array<string> | null }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns,
            (SELECT array_agg(DISTINCT r.relname::text) FROM pg_constraint f JOIN pg_class r ON r.oid = f.conrelid
              WHERE f.contype = 'f' AND f.confrelid = c.oid) AS referenced_by
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r'
      GROUP BY c.oid, c.relname`,
  )
  return rows.map((row) => ({ name: row.name, columns: row.columns, referencedBy: row.referenced_by ?? [] }))
}

/** Every sequence of the schema as it stands, as one statement that sets them back. */
const sequencesSetBack = async (db: Queryable): Promise<string> => {
  const { rows } = await db.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'",
  )
  if (rows.length === 0) return ""
  const states = await Promise.all(
    rows.map(async ({ name }) => {
      const state = await db.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM public.${quoted(name)}`,
      )
      const { last_value, is_called } = state.rows[0]!
      return `setval('public.${quoted(name)}', ${last_value}, ${is_called})`
    }),
  )
  return `SELECT ${states.join(", ")};`
}

/** Whether `keepSeedCopy` ran on this database (or on the one its snapshot was dumped from). */
const seedCopyKept = async (db: Queryable): Promise<boolean> =>
  (await db.query<{ kept: boolean }>(`SELECT to_regnamespace('${SEED}') IS NOT NULL AS kept`)).rows[0]?.kept === true

/**
 * Keeps a copy of every table's rows, and puts a statement trigger on each table that notes it was
 * written, so a reset puts back only the tables a test touched (and those whose foreign keys point
 * at them). A snapshot made after it opens resettable at once: the copy is most of the making.
 */
export const keepSeedCopy = async (db: Database): Promise<void> => {
  const tables = await tablesOf(db)
  await db.exec(`
    CREATE SCHEMA ${SEED};
    CREATE TABLE ${SEED}.written (name text PRIMARY KEY);
    CREATE FUNCTION ${SEED}.note_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO ${SEED}.written VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
    ${tables
      .map(
        ({ name }) => `
    CREATE TABLE ${SEED}.${quoted(name)} AS TABLE public.${quoted(name)};
    CREATE TRIGGER boleteria_seed_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.${quoted(name)}
      FOR EACH STATEMENT EXECUTE FUNCTION ${SEED}.note_written();`,
      )
      .join("")}
  `)
}

/** A freshly seeded database, resettable to how it is now: its seed copy kept, unless its snapshot holds one. */
export const resettable = async (db: Database): Promise<ResettableDatabase> => {
  const tables = await tablesOf(db)
  const setSequencesBack = await sequencesSetBack(db)
  if (!(await seedCopyKept(db))) await keepSeedCopy(db)
  const byName = new Map(tables.map((table) => [table.name, table]))
  /** The written tables and, transitively, the tables referencing them. */
  const toPutBack = (written: ReadonlyArray<string>): ReadonlyArray<TableRestore> => {
    const names = new Set(written)
    for (const name of names) for (const referencing of byName.get(name)?.referencedBy ?? []) names.add(referencing)
    return [...names].flatMap((name) => byName.get(name) ?? [])
  }
  const reset = async () => {
    const { rows } = await db.query<{ name: string }>(`SELECT name FROM ${SEED}.written`)
    const tablesBack = toPutBack(rows.map((row) => row.name))
    // As a replica, PostgreSQL fires no triggers: no foreign key is checked while the rows go back
    // in any order, and the trigger does not note the tables written by the reset itself.
    await db.exec(`
        BEGIN;
        SET LOCAL session_replication_role = replica;
        ${tablesBack.length === 0 ? "" : `TRUNCATE ${tablesBack.map(({ name }) => `public.${quoted(name)}`).join(", ")};`}
        ${tablesBack
          .map(({ name, columns }) => {
            const list = columns.map(quoted).join(", ")
            return `INSERT INTO public.${quoted(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${SEED}.${quoted(name)};`
          })
          .join("\n")}
        DELETE FROM ${SEED}.written;
        ${setSequencesBack}
        COMMIT;
      `)
  }
  let serving = false
  return {
    db,
    reset,
    serve: async () => {
      if (serving)
        throw new Error(
          "this resettable database already serves a server: close that one first, or open another database",
        )
      serving = true
      await reset()
      return { ...db, close: () => Promise.resolve(void (serving = false)) }
    },
    close: () => db.close(),
  }
}
