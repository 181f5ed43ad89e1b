import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { feedEventsQuerySchema, type FeedEventsResponse } from '@vouch/contracts';
import { FEED_PAGE_SIZE, feedOwnerClasses } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { feedRepository } from './feed-repository';

/** Spec §7 `GET /reviews/feed_events.json`: the signed-in reviewer's activity feed, a page at a time. */
export async function feedModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const feed = feedRepository(options.db);

  routes.get('/reviews/feed_events.json', { schema: { querystring: feedEventsQuerySchema } }, async (request, reply) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in to see news from the shops, products and people you follow.');
    const query = request.query;
    // Without max_id the page starts strictly before max_created_at.
    const before = query.max_created_at ? { createdAt: query.max_created_at, id: query.max_id ?? '0' } : null;
    const [page, unreviewed] = await Promise.all([
      feed.events(user.id, feedOwnerClasses(query), before, FEED_PAGE_SIZE),
      // The prompt leads the first page; later pages append events only.
      before ? [] : feed.unreviewedProducts(user.id),
    ]);
    reply.header('cache-control', 'private, no-store');
    const body: FeedEventsResponse = {
      feed_events: page.events,
      max_created_at: page.cursor?.createdAt ?? null,
      max_id: page.cursor?.id ?? null,
      per_page: FEED_PAGE_SIZE,
      current_reviewer_unreviewed_products: unreviewed,
    };
    return body;
  });
}
