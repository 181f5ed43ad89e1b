import type { FastifyRequest } from 'fastify';
import type { PageRouteMatch } from '@vouch/domain';
import type { StaticMeta } from '../page-meta';

/** What a page route answers: its head's meta, its `?format=json` data and its JSON-LD. */
export interface LoadedPage {
  meta: StaticMeta;
  data: Record<string, unknown>;
  structuredData: object | null;
  /** A page only its viewer may see: its JSON is cached by that browser alone. */
  cache?: 'private';
}

/** Each page route's data, from the modules that own the pages (modules/pages composes them). */
export interface PageLoader {
  /** The page's head and its `?format=json` data (spec §7); null when the page names nothing that exists. */
  load(request: FastifyRequest, match: PageRouteMatch, format: 'json' | 'html'): Promise<LoadedPage | null>;
  /** Forgets the shop and product heads kept: a write may have changed them. */
  forgetHeads(): void;
}
