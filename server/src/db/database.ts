/** What the server needs of a SQL database: parameterised queries and transactions. */
export interface Queryable {
  /**
   * `name` keeps a hot statement prepared on each connection (PGlite's one session, outside
   * transactions): parsed once, and planned once when its generic plan costs no more than a fresh
   * one. One name, one text, always.
   */
  readonly query: <Row = Record<string, unknown>>(
    sql: string,
    params?: ReadonlyArray<unknown>,
    name?: string,
  ) => Promise<{ readonly rows: ReadonlyArray<Row>; readonly rowCount: number }>
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres"
  /** Runs `work` in one transaction (READ COMMITTED); a throw rolls it back. */
  readonly transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>
  /** Runs a script of several statements (migrations). */
  readonly exec: (sql: string) => Promise<void>
  readonly close: () => Promise<void>
}
