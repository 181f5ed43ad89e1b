import { sql, type Insertable, type QueryExecutorProvider } from 'kysely';
import type { Database } from '@vouch/db';

/**
 * Ids and numerics are text in the schema (that is how they come back) and may go in as numbers;
 * arrays go in as array literals ('{a,b}'), cast per row (see ColumnTypes).
 */
type SeedValue<Value> = Value extends string
  ? Value | number
  : Value extends readonly unknown[]
    ? Value | string
    : Value;

/** A row of `Table` as the schema (libs/db) has it, the way the seed writes it. */
export type SeedRow<Table extends keyof Database> = {
  [Column in keyof Insertable<Database[Table]>]: SeedValue<Insertable<Database[Table]>[Column]>;
};

/**
 * Column name to the Postgres type of its parameter array's elements. 'text as char(2)[]' sends text
 * and casts it per row: arrays of arrays cannot go through unnest, which flattens them.
 */
export type ColumnTypes<Table extends keyof Database> = Partial<
  Record<keyof Database[Table] & string, string>
>;

/**
 * Inserts rows in batches with one `INSERT ... SELECT FROM unnest(...)` per batch: one round trip
 * and one parameter per column, whatever the batch size, on both PostgreSQL and PGlite.
 */
export class BulkInserter<Table extends keyof Database> {
  private buffer: SeedRow<Table>[] = [];
  inserted = 0;

  /**
   * @param parent an inserter whose rows these rows reference: it is flushed first, so a foreign
   *   key never points at a row still waiting in a buffer.
   */
  constructor(
    private readonly db: QueryExecutorProvider,
    private readonly table: Table,
    private readonly columns: ColumnTypes<Table>,
    private readonly options: { batchSize?: number; parent?: { flush(): Promise<void> } } = {},
  ) {}

  async add(row: SeedRow<Table>): Promise<void> {
    this.buffer.push(row);
    if (this.buffer.length >= (this.options.batchSize ?? 5000)) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    await this.options.parent?.flush();
    const rows = this.buffer;
    this.buffer = [];
    const names = Object.keys(this.columns);
    const types = names.map((name) =>
      (this.columns as Record<string, string>)[name]!.split(' as '),
    );
    const arrays = names.map(
      (name, index) =>
        sql`${rows.map((row) => (row as Record<string, unknown>)[name] ?? null)}::${sql.raw(types[index]![0]!)}[]`,
    );
    const values = names.map((name, index) => {
      const cast = types[index]![1];
      return cast ? sql`${sql.ref(`u.${name}`)}::${sql.raw(cast)}` : sql.ref(`u.${name}`);
    });
    await sql`insert into ${sql.table(this.table)} (${sql.join(names.map((name) => sql.ref(name)))})
      select ${sql.join(values)} from unnest(${sql.join(arrays)}) as u(${sql.join(names.map((name) => sql.ref(name)))})`.execute(
      this.db,
    );
    this.inserted += rows.length;
  }
}
