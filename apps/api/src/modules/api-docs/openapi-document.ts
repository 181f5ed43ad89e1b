import { z } from 'zod';
import {
  MAX_ORDERS_PER_REQUEST,
  shopReviewsQuerySchema,
  shopSlugParamsSchema,
  type ApiOrderInput,
  type OrdersResponse,
} from '@vouch/contracts';
import { API_KEY_PREFIX, type ApiKeyScope } from '@vouch/domain';
import { requestSchemaNotes, responseSchemaNotes, type SchemaNotes } from './openapi-schema-notes';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiReference,
  OpenApiResponse,
} from './openapi-types';

const OPENAPI_VERSION = '3.1.0';
const SHOP_API_VERSION = '1.0.0';
const ORDERS_PATH = '/api/v1/shops/{shop}/orders';
const SHOP_REVIEWS_PATH = '/api/v1/shops/{shop}/reviews';

const componentRef = (id: string) => `#/components/schemas/${id}`;
const ref = (kind: 'schemas' | 'parameters' | 'headers', name: string): OpenApiReference => ({
  $ref: `#/components/${kind}/${name}`,
});
const scope = (needed: ApiKeyScope) => [{ bearerAuth: [needed] }];
const ERROR_CONTENT = { 'application/json': { schema: ref('schemas', 'ErrorResponse') } };
const MAX_ORDERS = MAX_ORDERS_PER_REQUEST.toLocaleString('en');

/**
 * Each registered schema as a component. `$schema` goes (the document's dialect is already
 * 2020-12) and so does `$id` (a fragment `$id` is not valid 2020-12); the copy also leaves
 * behind the hidden `~standard` functions zod attaches to each result.
 */
function components(
  notes: z.core.$ZodRegistry<SchemaNotes>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(notes, {
    io,
    target: 'draft-2020-12',
    metadata: notes,
    uri: componentRef,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const component: JsonSchema = { ...schema };
      delete component.$schema;
      delete component.$id;
      return [id, component];
    }),
  );
}

/** The parameters of an object schema (path or query), each property's description moved up to the parameter. */
function parametersOf(
  schema: z.ZodObject,
  where: 'path' | 'query',
  notes: z.core.$ZodRegistry<SchemaNotes>,
): OpenApiParameter[] {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', metadata: notes });
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description = '', ...propertySchema } = typeof property === 'object' ? property : {};
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      description,
      schema: propertySchema,
    };
  });
}

/** An order as a shop sends it, for the examples (the tests check they pass the contract). */
const EXAMPLE_ORDER: ApiOrderInput = {
  id: '1001',
  customer: { email: 'ana@example.com', name: 'Ana Silva' },
  placed_at: '2026-12-01T10:00:00Z',
  fulfilled_at: '2026-12-03T15:30:00Z',
  line_items: [
    {
      product_id: 'apron-linen',
      title: 'Linen apron',
      price: 24.5,
      currency: 'EUR',
      quantity: 1,
      product_url: 'https://shop.example/products/apron-linen',
      image_url: 'https://shop.example/images/apron-linen.jpg',
    },
  ],
};

const EXAMPLE_ORDERS_RESPONSE: OrdersResponse = {
  orders: [{ id: '1001', result: 'created' }],
  created: 1,
  updated: 0,
};

/** The refusals both operations share; the 403 names the scope the operation needs. */
function keyRefusals(needed: ApiKeyScope): Record<'401' | '403' | '429', OpenApiResponse> {
  return {
    '401': {
      description: 'The Authorization header is missing, or its key is wrong or revoked.',
      content: ERROR_CONTENT,
    },
    '403': {
      description: `The key lacks the ${needed} scope, or belongs to another shop.`,
      content: ERROR_CONTENT,
    },
    '429': {
      description:
        'Too many requests with this key: wait the seconds Retry-After says, then send the same request again.',
      headers: { 'Retry-After': ref('headers', 'RetryAfter') },
      content: ERROR_CONTENT,
    },
  };
}

function ordersOperation(origin: string): OpenApiOperation {
  const { '401': unauthorized, '403': forbidden, '429': tooMany } = keyRefusals('orders:write');
  const curl = [
    '```sh',
    `curl -X POST ${origin}/api/v1/shops/your-shop/orders \\`,
    `  -H "Authorization: Bearer ${API_KEY_PREFIX}…" \\`,
    '  -H "Content-Type: application/json" \\',
    '  -H "Idempotency-Key: 7d0c6d1e-5c2b-4d55-9f0e-3b1f0a2c9e41" \\',
    `  -d '${JSON.stringify(EXAMPLE_ORDER)}'`,
    '```',
  ].join('\n');
  return {
    operationId: 'sendOrders',
    summary: 'Send orders',
    description: [
      `Sends one order, or up to ${MAX_ORDERS} as \`{ "orders": [ … ] }\`. An order whose \`id\` was sent before is updated, never duplicated, so sending an order again when it changes (for example once it is fulfilled) is the way to update it.`,
      'Needs an API key with the `orders:write` scope, made for this shop.',
      'Send an `Idempotency-Key` to retry safely after a timeout: a retry with the same key and the same body gets the first answer again.',
      `For example:\n\n${curl}`,
    ].join('\n\n'),
    security: scope('orders:write'),
    parameters: [ref('parameters', 'Shop'), ref('parameters', 'IdempotencyKey')],
    requestBody: {
      required: true,
      description: 'One order, or several as { "orders": [ … ] }.',
      content: {
        'application/json': {
          schema: ref('schemas', 'OrdersRequest'),
          examples: {
            oneOrder: { summary: 'One order', value: EXAMPLE_ORDER },
            batch: { summary: 'Several orders', value: { orders: [EXAMPLE_ORDER] } },
          },
        },
      },
    },
    responses: {
      '200': {
        description: 'Every order was taken: each created or updated.',
        content: {
          'application/json': {
            schema: ref('schemas', 'OrdersResponse'),
            examples: { created: { summary: 'One new order', value: EXAMPLE_ORDERS_RESPONSE } },
          },
        },
      },
      '400': {
        description:
          'The body is not JSON, or the Idempotency-Key is empty or longer than 200 characters.',
        content: ERROR_CONTENT,
      },
      '401': unauthorized,
      '403': forbidden,
      '413': {
        description: `More than ${MAX_ORDERS} orders, or a body larger than the size limit: send the orders in smaller batches.`,
        content: ERROR_CONTENT,
      },
      '422': {
        description:
          'An order is not right: error.fields names each bad field of each order (such as orders.3.customer.email) and what is wrong with it; fix those and send again. Also the answer when the Idempotency-Key was used before with a different body.',
        content: ERROR_CONTENT,
      },
      '429': tooMany,
    },
  };
}

function shopReviewsOperation(
  notes: z.core.$ZodRegistry<SchemaNotes>,
  origin: string,
): OpenApiOperation {
  return {
    operationId: 'listShopReviews',
    summary: "Read your shop's reviews",
    description: [
      "Pages through your shop's reviews written or changed after a cursor, oldest first. Start without `since`, then pass each answer's `next_cursor` as `since`. A full page (as many reviews as `limit`) means more may be waiting: ask again straight away.",
      'Needs an API key with the `reviews:read` scope, made for this shop.',
      `For example:\n\n\`\`\`sh\ncurl "${origin}/api/v1/shops/your-shop/reviews?limit=100" \\\n  -H "Authorization: Bearer ${API_KEY_PREFIX}…"\n\`\`\``,
    ].join('\n\n'),
    security: scope('reviews:read'),
    parameters: [
      ref('parameters', 'Shop'),
      ...parametersOf(shopReviewsQuerySchema, 'query', notes),
    ],
    responses: {
      '200': {
        description: 'The reviews after the cursor, and the cursor for the next call.',
        content: { 'application/json': { schema: ref('schemas', 'ShopReviewsResponse') } },
      },
      '400': {
        description: 'limit is not a whole number from 1 to 100, or since is not a next_cursor.',
        content: ERROR_CONTENT,
      },
      ...keyRefusals('reviews:read'),
    },
  };
}

/**
 * The shop API (issue 55 item 3) as an OpenAPI 3.1 document, its schemas generated from the
 * routes' own zod contracts: request bodies from their input side (what a shop may send, before
 * defaults and transforms), answers from their output side. Built afresh on each call.
 */
export function openApiDocument(publicOrigin: string): OpenApiDocument {
  const origin = publicOrigin.replace(/\/+$/, '');
  const requestNotes = requestSchemaNotes();
  const [shopParameter] = parametersOf(shopSlugParamsSchema, 'path', requestNotes);
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Vouch shop API',
      version: SHOP_API_VERSION,
      description:
        "Send your shop's orders to Vouch, so each buyer is invited to review what they bought, and read your shop's reviews back into your own systems. Every request carries an API key made by the shop's owner on Vouch; every answer is JSON.",
    },
    servers: [{ url: origin }],
    paths: {
      [ORDERS_PATH]: { post: ordersOperation(origin) },
      [SHOP_REVIEWS_PATH]: { get: shopReviewsOperation(requestNotes, origin) },
    },
    components: {
      schemas: {
        ...components(requestNotes, 'input'),
        ...components(responseSchemaNotes(), 'output'),
      },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}…`,
          description: `An API key, sent as \`Authorization: Bearer ${API_KEY_PREFIX}…\`. The shop's owner makes keys on Vouch, each for one shop with its scopes (\`orders:write\`, \`reviews:read\`); a key is shown once, so keep it secret on your server.`,
        },
      },
      parameters: {
        Shop: shopParameter!,
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Any unique string per request, such as a UUID. A retry with the same key and the same body gets the first answer again instead of doing the work twice; the same key with a different body is refused with 422.',
          schema: { type: 'string' },
          example: '7d0c6d1e-5c2b-4d55-9f0e-3b1f0a2c9e41',
        },
      },
      headers: {
        RetryAfter: {
          description: 'How many seconds to wait before sending the request again with this key.',
          schema: { type: 'integer', minimum: 0 },
        },
      },
    },
  };
}
