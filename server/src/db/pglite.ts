import { parse, PGlite, protocol, type Results } from "@electric-sql/pglite"
import type { Database, Queryable } from "./database.js"

type PgliteQueryer = Pick<PGlite, "query">
type BackendMessages = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"]

const resultOf = <Row>(result: Results<Row>) => ({
  rows: result.rows,
  rowCount: result.affectedRows ?? result.rows.length,
})

// In a transaction a statement's name means nothing: it is planned afresh. The hot statements run
// outside one (see preparedQuery).
const queryable = (db: PgliteQueryer): Queryable => ({
  query: async <Row>(sql: string, params: ReadonlyArray<unknown> = []) =>
    resultOf(await db.query<Row>(sql, [...params])),
})

/**
 * A named statement, the wire protocol's way, as PGlite's own query() runs an unnamed one: parsed
 * once (its parameter types looked up once too), then bound and executed on every call, so that
 * PGlite plans it like PostgreSQL does, once its generic plan is as good. PGlite plans a seat hold
 * in about as long as it runs it.
 */
const preparedQuery = (db: PGlite) => {
  const parameterTypes = new Map<string, ReadonlyArray<number>>()
  const { serialize } = protocol
  const send = async (message: Uint8Array) => (await db.execProtocol(message, { syncToFs: false })).messages
  return <Row>(name: string, sql: string, params: ReadonlyArray<unknown>) =>
    db.runExclusive(async () => {
      const messages: BackendMessages = []
      try {
        let types = parameterTypes.get(name)
        if (types === undefined) {
          await send(serialize.parse({ name, text: sql }))
          types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: "S", name })))
          parameterTypes.set(name, types)
        }
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null
          const serializer = db.serializers[types[index] ?? 0]
          // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as PGlite's own query(): a type without a serializer goes as its text
          return serializer === undefined ? String(value) : serializer(value)
        })
        messages.push(...(await send(serialize.bind({ statement: name, values }))))
        messages.push(...(await send(serialize.describe({ type: "P" }))))
        messages.push(...(await send(serialize.execute({}))))
      } finally {
        messages.push(...(await send(serialize.sync())))
      }
      await db.syncToFs()
      return resultOf(parse.parseResults(messages, db.parsers)[0] as Results<Row>)
    })
}

const databaseOf = (db: PGlite): Database => {
  const prepared = preparedQuery(db)
  return {
    kind: "pglite",
    query: async <Row>(sql: string, params: ReadonlyArray<unknown> = [], name?: string) =>
      name === undefined ? resultOf(await db.query<Row>(sql, [...params])) : prepared<Row>(name, sql, params),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    exec: async (sql) => {
      await db.exec(sql)
    },
    close: () => db.close(),
  }
}

const ready = async (db: PGlite): Promise<PGlite> => {
  await db.waitReady
  return db
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, in one process.
 * `dataDir` keeps the data on disk; leave it out for an in-memory database (tests).
 * `fromDump` starts from a copy of another one's data dir (see dumpablePglite): no initdb, no migrating.
 */
export const openPglite = async (dataDir?: string, fromDump?: Blob): Promise<Database> =>
  databaseOf(
    await ready(
      new PGlite({
        ...(dataDir === undefined ? {} : { dataDir }),
        ...(fromDump === undefined ? {} : { loadDataDir: fromDump }),
      }),
    ),
  )

/**
 * An in-memory PGlite and a dump of its data dir at any moment: the tests migrate and seed one once,
 * then open copies of its dump, several times quicker than initdb, migrating and seeding each time.
 */
export const dumpablePglite = async (): Promise<{ db: Database; dump: () => Promise<Blob> }> => {
  const pglite = await ready(new PGlite())
  return { db: databaseOf(pglite), dump: () => pglite.dumpDataDir("none") }
}
