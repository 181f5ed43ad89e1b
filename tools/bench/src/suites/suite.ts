import type { SiteServer } from '@vouch/site-runner';
import { describePostgres } from '../postgres-server';

/** What every suite is given: the options and what each recorded section says it was measured with. */
export interface BenchContext {
  /** The command as typed, recorded with each section. */
  command: string;
  measuredAt: string;
  machine: string;
  /** A free port for servers the suite starts itself. */
  port: number;
  /** --seconds: seconds per measurement. */
  seconds: number;
  /** --database-url: a seeded PostgreSQL server; none means PGlite with the default data. */
  databaseUrl: string | undefined;
  /** --data: what the PostgreSQL server holds (e.g. large), for the labels. */
  data: string;
  /** --products: catalogue sizes, for the suites that generate their rows (index-scale). */
  products: number[] | undefined;
  /** --orders: how many orders the orders suite sends (and review requests it sends). */
  orders: number | undefined;
}

/** A suite that measures the shared site: the production build served on the data asked for. */
export interface SiteContext extends BenchContext {
  site: SiteServer;
}

interface SuiteFacts {
  name: string;
  /** One line for --help. */
  description: string;
  /** Whether `--suite all` runs it (in the registry's order). */
  inAll: boolean;
  /** Refused without --database-url. */
  postgresOnly?: boolean;
}

/**
 * One benchmark. `nothing`: runs alone (it starts whatever it needs); `build`: needs the production
 * build in dist; `site`: measures the shared site, started once for every chosen suite that needs it.
 */
export type Suite = SuiteFacts &
  (
    | { needs: 'nothing' | 'build'; run(context: BenchContext): Promise<void> }
    | { needs: 'site'; run(context: SiteContext): Promise<void> }
  );

/** The data measured, as section titles name it. */
export function dataLabel(context: BenchContext): string {
  return context.databaseUrl
    ? `PostgreSQL server, ${context.data} data`
    : 'PGlite (embedded), default data';
}

/** The section's key in docs/benchmarks: one per suite and data. */
export function suiteKey(context: BenchContext, key: string): string {
  return context.databaseUrl ? `${key}-postgres-${context.data}` : `${key}-pglite-default`;
}

/** The database server measured, as a sentence for a section's introduction. */
export async function serverSentence(context: BenchContext): Promise<string> {
  return context.databaseUrl
    ? `Server: ${await describePostgres(context.databaseUrl)}.`
    : 'PGlite in the API process, seeded with the default data.';
}
