import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  newReviewQuerySchema,
  newReviewResponseSchema,
  writeReviewOrdersQuerySchema,
  writeReviewOrdersResponseSchema,
} from '@vouch/contracts';
import { matchPageRoute, pagePath } from '@vouch/domain';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { pageJsonSender, type PageLoader } from '../site';

export interface WriteReviewJsonOptions {
  pages: PageLoader;
  publicOrigin: string;
}

/**
 * Spec §7 lists write-review.json and write-review/new.json, though nothing calls them: each answers
 * what its page's `?format=json` does. Registered as routes of their own, so the site's catch-all
 * (and its legacy shop redirect) never takes them.
 */
export async function writeReviewJsonRoutes(
  app: FastifyInstance,
  { pages, publicOrigin }: WriteReviewJsonOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sendPageJson = pageJsonSender(pages, publicOrigin);
  const answerAsPage = (pathname: string) => (request: FastifyRequest, reply: FastifyReply) =>
    sendPageJson(request, reply, matchPageRoute(pathname)!, pathname);

  routes.get(
    `${pagePath('writeReview')}.json`,
    {
      schema: {
        querystring: writeReviewOrdersQuerySchema,
        response: { 200: writeReviewOrdersResponseSchema },
      },
    },
    answerAsPage(pagePath('writeReview')),
  );
  routes.get(
    `${pagePath('writeReviewNew')}.json`,
    { schema: { querystring: newReviewQuerySchema, response: { 200: newReviewResponseSchema } } },
    answerAsPage(pagePath('writeReviewNew')),
  );
}
