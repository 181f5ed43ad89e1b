import { z } from 'zod';
import { emailAddressSchema } from './email-address';

/** At most this many orders in one request: past it the answer is 413. */
export const MAX_ORDERS_PER_REQUEST = 1000;

const webAddress = (field: string) =>
  z
    .url({ protocol: /^https?$/, error: `${field} is the product's http(s) address on your shop` })
    .max(2000, `${field} is at most 2,000 characters`);

const PRICE_MESSAGE = 'price is the unit price, a number such as 24.50';

/** One thing bought: the shop's own product (made in the shop's catalogue on Vouch when new). */
export const apiOrderLineItemSchema = z.object({
  product_id: z
    .string({ error: "product_id is your shop's own id of the product" })
    .trim()
    .min(1, "product_id is your shop's own id of the product")
    .max(100, 'product_id is at most 100 characters'),
  title: z
    .string({ error: 'title is the product’s name' })
    .trim()
    .min(1, 'title is the product’s name')
    .max(300, 'title is at most 300 characters'),
  price: z.union(
    [
      z.number().nonnegative(PRICE_MESSAGE).max(999_999_999, PRICE_MESSAGE),
      z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, PRICE_MESSAGE)
        .transform(Number),
    ],
    { error: PRICE_MESSAGE },
  ),
  currency: z
    .string({ error: 'currency is a three-letter code such as EUR' })
    .regex(/^[A-Za-z]{3}$/, 'currency is a three-letter code such as EUR')
    .transform((code) => code.toUpperCase()),
  quantity: z
    .number({ error: 'quantity is a whole number from 1' })
    .int('quantity is a whole number from 1')
    .min(1, 'quantity is a whole number from 1')
    .max(10_000, 'quantity is at most 10,000')
    .default(1),
  product_url: webAddress('product_url'),
  image_url: webAddress('image_url').nullable().optional(),
});

/** Orders are of this world: PostgreSQL refuses year 0, and a shop's history starts after 1970. */
const EARLIEST_ORDER = Date.UTC(1970, 0, 1);
const LATEST_ORDER = Date.UTC(9999, 11, 31);

const moment = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} is a date and time such as 2026-12-01T10:00:00Z` })
    .refine(
      (value) => Date.parse(value) >= EARLIEST_ORDER && Date.parse(value) <= LATEST_ORDER,
      `${field} is a date from 1970 on`,
    );

/** One order as a shop sends it: its own id, the buyer, when placed and fulfilled, what was bought. */
export const apiOrderSchema = z
  .object({
    id: z
      .string({ error: "id is your shop's own order id" })
      .trim()
      .min(1, "id is your shop's own order id")
      .max(100, 'id is at most 100 characters'),
    customer: z.object(
      {
        email: emailAddressSchema,
        name: z
          .string({ error: 'name is the buyer’s name' })
          .trim()
          .min(1, 'name is the buyer’s name')
          .max(100, 'name is at most 100 characters'),
      },
      { error: 'customer is the buyer: { email, name }' },
    ),
    placed_at: moment('placed_at'),
    fulfilled_at: moment('fulfilled_at').nullable().optional(),
    line_items: z
      .array(apiOrderLineItemSchema, { error: 'line_items lists what was bought' })
      .min(1, 'line_items lists what was bought')
      .max(100, 'an order has at most 100 line items'),
  })
  .refine(
    (order) => !order.fulfilled_at || Date.parse(order.fulfilled_at) >= Date.parse(order.placed_at),
    { path: ['fulfilled_at'], message: 'fulfilled_at is not before placed_at' },
  );
export type ApiOrder = z.output<typeof apiOrderSchema>;
export type ApiOrderInput = z.input<typeof apiOrderSchema>;

/** `POST /api/v1/shops/{shop}/orders`: one order, or `{ orders: [...] }` with up to 1,000. */
export const ordersRequestSchema = z.union([
  z.object({ orders: z.array(apiOrderSchema).min(1).max(MAX_ORDERS_PER_REQUEST) }),
  apiOrderSchema,
]);

export const ordersResponseSchema = z.object({
  orders: z.array(z.object({ id: z.string(), result: z.enum(['created', 'updated']) })),
  created: z.number(),
  updated: z.number(),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const shopReviewsQuerySchema = z.object({
  since: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A review as the shop's own systems read it. */
export const apiReviewSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  order_id: z.string().nullable(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  reviewer_name: z.string(),
  verified: z.boolean(),
  source: z.string(),
  published: z.boolean(),
  reply: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const shopReviewsResponseSchema = z.object({
  reviews: z.array(apiReviewSchema),
  /** Pass as `since` for the reviews written or changed after these; null when there are none yet. */
  next_cursor: z.string().nullable(),
});
export type ShopReviewsResponse = z.infer<typeof shopReviewsResponseSchema>;
