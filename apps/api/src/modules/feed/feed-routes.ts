import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  feedEventsQuerySchema,
  feedEventsResponseSchema,
  feedPageResponseSchema,
  type FeedEventsQuery,
  type FeedEventsResponse,
} from '@vouch/contracts';
import { FEED_PAGE_SIZE, feedOwnerClasses } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { staticPageMetaData } from '../page-meta';
import { feedRepository } from './feed-repository';

/**
 * Spec §7 `GET /reviews/feed_events.json`: the signed-in reviewer's activity feed, a page at a
 * time; and `GET /reviews/feed.json` (listed, not called): the same page with the feed page's head.
 */
export async function feedModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; publicOrigin: string },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const feed = feedRepository(options.db);

  async function feedPage(
    request: FastifyRequest,
    query: FeedEventsQuery,
  ): Promise<FeedEventsResponse> {
    const { user } = request.viewer;
    if (!user)
      throw unauthorized('Sign in to see news from the shops, products and people you follow.');
    // Without max_id the page starts strictly before max_created_at.
    const before = query.max_created_at
      ? { createdAt: query.max_created_at, id: query.max_id ?? '0' }
      : null;
    const [page, unreviewed] = await Promise.all([
      feed.events(user.id, feedOwnerClasses(query), before, FEED_PAGE_SIZE),
      // The prompt leads the first page; later pages append events only.
      before ? [] : feed.unreviewedProducts(user.id),
    ]);
    return {
      feed_events: page.events,
      max_created_at: page.cursor?.createdAt ?? null,
      max_id: page.cursor?.id ?? null,
      per_page: FEED_PAGE_SIZE,
      current_reviewer_unreviewed_products: unreviewed,
    };
  }

  routes.get(
    '/reviews/feed_events.json',
    { schema: { querystring: feedEventsQuerySchema, response: { 200: feedEventsResponseSchema } } },
    async (request, reply) => {
      const body = await feedPage(request, request.query);
      reply.header('cache-control', 'private, no-store');
      return body;
    },
  );

  routes.get(
    '/reviews/feed.json',
    { schema: { querystring: feedEventsQuerySchema, response: { 200: feedPageResponseSchema } } },
    async (request, reply) => {
      const body = await feedPage(request, request.query);
      reply.header('cache-control', 'private, no-store');
      return { meta_data: staticPageMetaData('feed', options.publicOrigin), ...body };
    },
  );
}
