import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { peopleQuerySchema, type PeopleResponse } from '@vouch/contracts';
import { PEOPLE_PAGE_SIZE } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { peopleRepository } from './people-repository';

/** How many of each class the following page lists: as many as one follow-state question may name. */
const FOLLOWING_LIMIT = 100;

/** Spec §7 `GET /reviews/people.json` (find people) and `GET /reviews/following.json`. */
export async function peopleModule(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const people = peopleRepository(options.db);

  routes.get(
    '/reviews/people.json',
    { schema: { querystring: peopleQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const viewer = request.viewer.user;
      const body: PeopleResponse = {
        reviewers: await people.people(query, PEOPLE_PAGE_SIZE, viewer?.id ?? null),
        page: query.page,
        per_page: PEOPLE_PAGE_SIZE,
      };
      // Signed-in answers leave the viewer out, so only guests' answers may be shared by caches.
      reply.header('cache-control', viewer ? 'private, max-age=60' : 'public, max-age=60');
      return body;
    },
  );

  app.get('/reviews/following.json', async (request, reply) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in to see what you follow.');
    reply.header('cache-control', 'private, no-store');
    return people.following(user.id, FOLLOWING_LIMIT);
  });
}
