import { z } from 'zod';
import {
  apiOrderLineItemSchema,
  apiOrderSchema,
  apiReviewSchema,
  errorResponseSchema,
  ordersRequestSchema,
  ordersResponseSchema,
  shopReviewsQuerySchema,
  shopReviewsResponseSchema,
  shopSlugParamsSchema,
  MAX_ORDERS_PER_REQUEST,
} from '@vouch/contracts';

const MAX_ORDERS = MAX_ORDERS_PER_REQUEST.toLocaleString('en');

/** Descriptions and component ids for the schemas the document names: the contracts carry none of their own. */
export type SchemaNotes = { id?: string; description?: string };

/** What shops send: described on the input side of the contracts (before defaults and transforms). */
export function requestSchemaNotes() {
  const notes = z.registry<SchemaNotes>();
  const order = apiOrderSchema.shape;
  const item = apiOrderLineItemSchema.shape;
  const batch = ordersRequestSchema.options[0];
  notes
    .add(ordersRequestSchema, {
      id: 'OrdersRequest',
      description: `One order (an ApiOrder), or an OrderBatch: { "orders": [ … ] } with 1 to ${MAX_ORDERS} orders.`,
    })
    .add(batch, { id: 'OrderBatch', description: 'Several orders in one request.' })
    .add(batch.shape.orders, {
      description: `1 to ${MAX_ORDERS} orders. A refusal names each bad field by its place, such as orders.3.customer.email.`,
    })
    .add(apiOrderSchema, {
      id: 'ApiOrder',
      description:
        'One order: your own order id, the buyer, when it was placed and fulfilled, and what was bought. Sending the same id again updates that order; it never makes a second one.',
    })
    .add(order.id, {
      description: "Your shop's own order id. The same id again updates that order.",
    })
    .add(order.customer, { description: 'The buyer.' })
    .add(order.customer.shape.email, {
      description: "The buyer's e-mail address: the review request goes there.",
    })
    .add(order.customer.shape.name, { description: "The buyer's name." })
    .add(order.placed_at, {
      description:
        'When the order was placed: a date and time with Z or an offset, such as 2026-12-01T10:00:00Z.',
    })
    .add(order.fulfilled_at, {
      description:
        'When the order was fulfilled (same form), not before placed_at; null or left out until then. Only a fulfilled order brings its buyer a review request, some days after this time (a shop setting, 7 by default).',
    })
    .add(order.line_items, { description: 'What was bought.' })
    .add(apiOrderLineItemSchema, {
      id: 'ApiOrderLineItem',
      description:
        "One product bought. A product_id new to your shop adds that product to your shop's catalogue on Vouch.",
    })
    .add(item.product_id, {
      description: "Your shop's own id of the product: the same product keeps the same id.",
    })
    .add(item.title, { description: "The product's name." })
    .add(item.price, {
      description: 'The unit price: a number (24.5) or a string with up to two decimals ("24.50").',
    })
    .add(item.currency, {
      description: 'A three-letter currency code such as EUR (any case; kept in capitals).',
    })
    .add(item.quantity, { description: 'How many were bought; 1 when left out.' })
    .add(item.product_url, { description: "The product's http(s) address on your shop." })
    .add(item.image_url, {
      description: "The http(s) address of the product's picture; null or left out when none.",
    })
    .add(shopSlugParamsSchema.shape.shop, {
      description: "Your shop's slug: the last part of its Vouch address /reviews/stores/{slug}.",
    })
    .add(shopReviewsQuerySchema.shape.since, {
      description:
        'The next_cursor of your previous call: only reviews written or changed after it come back. Leave it out the first time to start from the oldest.',
    })
    .add(shopReviewsQuerySchema.shape.limit, {
      description: 'How many reviews at most in one answer; 50 when left out.',
    });
  return notes;
}

/** What Vouch answers: described on the output side. */
export function responseSchemaNotes() {
  const notes = z.registry<SchemaNotes>();
  const orders = ordersResponseSchema.shape;
  const review = apiReviewSchema.shape;
  const error = errorResponseSchema.shape.error.shape;
  notes
    .add(ordersResponseSchema, { id: 'OrdersResponse', description: 'What became of each order.' })
    .add(orders.orders, { description: 'Each order sent, by its id.' })
    .add(orders.orders.element.shape.id, { description: 'The id you sent.' })
    .add(orders.orders.element.shape.result, {
      description: 'created when the id was new, updated when it had been sent before.',
    })
    .add(orders.created, { description: 'How many orders were new.' })
    .add(orders.updated, { description: 'How many orders had been sent before and were updated.' })
    .add(shopReviewsResponseSchema, {
      id: 'ShopReviewsResponse',
      description: 'A page of reviews and the cursor for the next call.',
    })
    .add(shopReviewsResponseSchema.shape.reviews, {
      description: 'Reviews written or changed after the cursor, oldest first, at most limit.',
    })
    .add(shopReviewsResponseSchema.shape.next_cursor, {
      description:
        'Pass it as since on your next call to get what was written or changed after these reviews; null when there are none yet.',
    })
    .add(apiReviewSchema, { id: 'ApiReview', description: "A review of your shop's products." })
    .add(review.id, { description: "Vouch's id of the review." })
    .add(review.product_id, {
      description: 'The product_id you sent for the reviewed product; null when it has none.',
    })
    .add(review.order_id, {
      description: 'The id of your order the review was written after; null when none.',
    })
    .add(review.rating, { description: 'Stars, a whole number from 1 to 5.' })
    .add(review.title, { description: "The review's title." })
    .add(review.body, { description: "The review's text." })
    .add(review.reviewer_name, { description: 'The name the reviewer shows on Vouch.' })
    .add(review.verified, { description: 'Whether Vouch verified the purchase.' })
    .add(review.source, {
      description:
        'How the review came to Vouch, such as invite (a review request after an order).',
    })
    .add(review.published, { description: 'Whether the review is shown on Vouch.' })
    .add(review.reply, { description: "Your shop's public reply; null when none." })
    .add(review.created_at, { description: 'When the review was written (ISO 8601).' })
    .add(review.updated_at, { description: 'When the review last changed (ISO 8601).' })
    .add(errorResponseSchema, {
      id: 'ErrorResponse',
      description: 'The body of every refusal.',
    })
    .add(errorResponseSchema.shape.error, { description: 'What was refused, and why.' })
    .add(error.code, { description: 'A stable code for programs, such as unauthorized.' })
    .add(error.message, { description: 'What went wrong, in words fit to show a person.' })
    .add(error.fields, {
      description:
        'On 422: each bad field by its place in the body (such as orders.3.customer.email, or customer.email for a single order) and what is wrong with it.',
    });
  return notes;
}
