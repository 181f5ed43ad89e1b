import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error';

const MESSAGE = 'Text may not contain a NUL character (\\u0000). Remove it and try again.';
/** `%00` anywhere in the address: a path segment or any query parameter. */
const ENCODED_NUL = /%00/i;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL stores no NUL in text, and no field of ours has a use for one: refused for every
 * route in one place, before a handler or a contract sees it, instead of failing in the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes('\u0000')) throw badRequest(MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw badRequest(MESSAGE);
  });
}
