import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Column name to the Postgres type of its parameter array's elements. 'text as char(2)[]' sends text
 * and casts it per row: arrays of arrays cannot go through unnest, which flattens them.
 */
export type ColumnTypes = Record<string, string>;

/**
 * Inserts rows in batches with one `INSERT ... SELECT FROM unnest(...)` per batch: one round trip
 * and one parameter per column, whatever the batch size, on both PostgreSQL and PGlite.
 */
export class BulkInserter<Row extends Record<string, unknown>> {
  private buffer: Row[] = [];
  inserted = 0;

  /**
   * @param parent an inserter whose rows these rows reference: it is flushed first, so a foreign
   *   key never points at a row still waiting in a buffer.
   */
  constructor(
    private readonly db: QueryExecutorProvider,
    private readonly table: string,
    private readonly columns: ColumnTypes,
    private readonly options: { batchSize?: number; parent?: BulkInserter<Record<string, unknown>> } = {},
  ) {}

  async add(row: Row): Promise<void> {
    this.buffer.push(row);
    if (this.buffer.length >= (this.options.batchSize ?? 5000)) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    await this.options.parent?.flush();
    const rows = this.buffer;
    this.buffer = [];
    const names = Object.keys(this.columns);
    const types = names.map((name) => (this.columns[name] as string).split(' as '));
    const arrays = names.map((name, index) => sql`${rows.map((row) => row[name] ?? null)}::${sql.raw(types[index]![0]!)}[]`);
    const values = names.map((name, index) => {
      const cast = types[index]![1];
      return cast ? sql`${sql.ref(`u.${name}`)}::${sql.raw(cast)}` : sql.ref(`u.${name}`);
    });
    await sql`insert into ${sql.table(this.table)} (${sql.join(names.map((name) => sql.ref(name)))})
      select ${sql.join(values)} from unnest(${sql.join(arrays)}) as u(${sql.join(names.map((name) => sql.ref(name)))})`.execute(this.db);
    this.inserted += rows.length;
  }
}
