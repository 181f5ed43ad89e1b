import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ordersResponseSchema,
  shopReviewsQuerySchema,
  shopReviewsResponseSchema,
  type OrdersResponse,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { badRequest, HttpError } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { ExchangeRatesSource } from '../currency';
import type { ApiKeyScope } from '@vouch/domain';
import { apiKeysRepository, type ApiKeyHolder } from '../shop-connect';
import { apiKeyHolderOf } from './api-key-auth';
import { limitApiRequests } from './api-request-limit';
import { idempotentRequest } from './idempotency-repository';
import { invalidOrders, readOrders } from './order-input-errors';
import { saveApiOrders } from './orders-repository';
import { reviewCursorOf } from './review-cursor';
import { shopReviewsSince } from './shop-reviews-feed-repository';

export interface OrdersApiModuleOptions {
  db: Kysely<Database>;
  exchangeRates: ExchangeRatesSource;
  /** Requests one API key may make a minute (API_REQUESTS_PER_MINUTE). */
  requestsPerMinute: number;
}

/** 1,000 orders with a few line items each fit well inside; past it the answer is 413. */
const ORDERS_BODY_LIMIT = 16 * 1024 * 1024;

const shopParamsSchema = z.object({ shop: z.string().min(1).max(200) });

/** The longest Idempotency-Key taken: a UUID is 36 characters. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The request's Idempotency-Key, when it sent one; 400 for one that is empty or too long. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH))
    throw badRequest(
      `Idempotency-Key is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters, such as a UUID.`,
    );
  return key;
}

/**
 * Issue #55 item 3: a shop's own systems, with an API key (`Authorization: Bearer`), send their
 * orders and read their reviews. The same zod contracts as the rest; described at
 * /api/v1/openapi.json. Machine clients carry no session: CSRF does not apply.
 */
export async function ordersApiModule(
  app: FastifyInstance,
  options: OrdersApiModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const keys = apiKeysRepository(db);

  /**
   * Checks the key (and counts it) before the body is read: a caller without a key gets its 401
   * before the server parses megabytes of JSON for it.
   */
  const holders = new WeakMap<FastifyRequest, ApiKeyHolder>();
  const keyFor =
    (scope: ApiKeyScope) =>
    async (request: FastifyRequest): Promise<void> => {
      const { shop } = request.params as { shop: string };
      const holder = await apiKeyHolderOf(request, keys, shop, scope);
      await limitApiRequests(db, holder.keyId, options.requestsPerMinute);
      holders.set(request, holder);
    };
  const holderOf = (request: FastifyRequest) => holders.get(request)!;

  routes.post(
    '/api/v1/shops/:shop/orders',
    {
      bodyLimit: ORDERS_BODY_LIMIT,
      config: { csrfExempt: true },
      onRequest: keyFor('orders:write'),
      schema: { params: shopParamsSchema, response: { 200: ordersResponseSchema } },
    },
    async (request, reply) => {
      const holder = holderOf(request);
      const read = readOrders(request.body, new Set(Object.keys(await options.exchangeRates())));
      if ('fields' in read) throw invalidOrders(read.fields);
      const answer = await idempotentRequest<OrdersResponse>(
        db,
        holder.keyId,
        idempotencyKeyOf(request.headers['idempotency-key']),
        request.body,
        (trx) => saveApiOrders(trx, holder.shopId, read.orders),
      );
      if (answer.kind === 'key_reused')
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was sent with another request: use a new key for each request.',
        );
      if (answer.kind === 'replayed') reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
  );

  routes.get(
    '/api/v1/shops/:shop/reviews',
    {
      onRequest: keyFor('reviews:read'),
      schema: {
        params: shopParamsSchema,
        querystring: shopReviewsQuerySchema,
        response: { 200: shopReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      const holder = holderOf(request);
      reply.header('cache-control', 'private, no-store');
      const after = request.query.since === undefined ? null : reviewCursorOf(request.query.since);
      if (after === undefined)
        throw badRequest('since is a next_cursor from an earlier answer.', {
          since: 'Pass the next_cursor of the previous page',
        });
      return shopReviewsSince(db, holder.shopId, after, request.query.limit);
    },
  );
}
