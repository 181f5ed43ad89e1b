import type { FastifyRequest } from 'fastify';
import type { PageRouteMatch } from '@vouch/domain';
import type { StaticMeta } from '../page-meta';

/** A page's `?format=json` data as its contract has it: the contract's answer less the `meta_data` the site adds. */
export type PageData<Response extends { meta_data: unknown }> = Omit<Response, 'meta_data'>;

/**
 * What a page route answers: its head's meta, its `?format=json` data (a `PageData` of its
 * contract; empty when only the head is asked for) and its JSON-LD.
 */
export interface LoadedPage<Data extends object = object> {
  meta: StaticMeta;
  data: Data | Record<string, never>;
  structuredData: object | null;
  /** A page only its viewer may see: its JSON is cached by that browser alone. */
  cache?: 'private';
}

/** Each page route's data, from the modules that own the pages (modules/pages composes them). */
export interface PageLoader {
  /** The page's head and its `?format=json` data (spec §7); null when the page names nothing that exists. */
  load(
    request: FastifyRequest,
    match: PageRouteMatch,
    format: 'json' | 'html',
  ): Promise<LoadedPage | null>;
  /** Forgets the shop and product heads kept: a write may have changed them. */
  forgetHeads(): void;
}
