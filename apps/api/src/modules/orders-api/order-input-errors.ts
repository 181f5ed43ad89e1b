import { apiOrderSchema, MAX_ORDERS_PER_REQUEST, type ApiOrder } from '@vouch/contracts';
import { HttpError } from '../../http/http-error';

/** What a request's orders are, read one by one so each bad field of each order can be named. */
export type ReadOrders = { orders: ApiOrder[] } | { fields: Record<string, string> };

/**
 * Reads `{ orders: [...] }` or a single order. Each order is checked alone: the answer names every
 * bad field as `orders.<n>.<path>` (`<path>` for a single order), a repeated order id, and a
 * currency Vouch does not convert. More than MAX_ORDERS_PER_REQUEST is 413, before any reading.
 */
export function readOrders(body: unknown, knownCurrencies: ReadonlySet<string>): ReadOrders {
  const batch =
    typeof body === 'object' && body !== null && 'orders' in body
      ? (body as { orders: unknown }).orders
      : undefined;
  if (batch !== undefined && !Array.isArray(batch))
    return { fields: { orders: 'orders is a list of orders' } };
  if (Array.isArray(batch) && batch.length > MAX_ORDERS_PER_REQUEST)
    throw new HttpError(
      413,
      'too_many_orders',
      `Send at most ${MAX_ORDERS_PER_REQUEST.toLocaleString('en')} orders a request (this one has ${batch.length.toLocaleString('en')}): split them.`,
    );
  if (Array.isArray(batch) && batch.length === 0)
    return { fields: { orders: 'orders lists at least one order' } };
  const inputs: unknown[] = Array.isArray(batch) ? batch : [body];
  const prefix = (index: number) => (Array.isArray(batch) ? `orders.${index}.` : '');

  const fields: Record<string, string> = {};
  const orders: ApiOrder[] = [];
  const firstIndexOf = new Map<string, number>();
  inputs.forEach((input, index) => {
    const read = apiOrderSchema.safeParse(input);
    if (!read.success) {
      for (const issue of read.error.issues)
        fields[`${prefix(index)}${issue.path.join('.')}`.replace(/\.$/, '') || 'order'] ??=
          issue.message;
      return;
    }
    const order = read.data;
    const first = firstIndexOf.get(order.id);
    if (first !== undefined)
      fields[`${prefix(index)}id`] =
        `the order id ${order.id} is sent twice (also orders.${first}.id): send each order once`;
    firstIndexOf.set(order.id, first ?? index);
    order.line_items.forEach((item, itemIndex) => {
      if (!knownCurrencies.has(item.currency))
        fields[`${prefix(index)}line_items.${itemIndex}.currency`] =
          `${item.currency} is not a currency Vouch knows: use an ISO 4217 code such as EUR`;
    });
    orders.push(order);
  });
  return Object.keys(fields).length > 0 ? { fields } : { orders };
}

/** The 422 that lists them. */
export function invalidOrders(fields: Record<string, string>): HttpError {
  const count = Object.keys(fields).length;
  return new HttpError(
    422,
    'invalid_orders',
    `Nothing was saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a fix (see fields).`,
    fields,
  );
}
