import { recordEndpointSuite } from '../endpoint-figures';
import type { NamedEndpoint } from '../http-load';
import { findBenchProduct, productReviewMix } from '../product-mix';
import type { Suite } from './suite';

/** Issue #5's bars for the product page JSON and product_review on the large data. */
const PRODUCT_BARS = { p95: 20, rps: 500 };

export const productSuite: Suite = {
  name: 'product',
  description: "the product page JSON and its review widget's filter, sort and page combinations",
  inAll: true,
  needs: 'site',
  async run(context) {
    const product = await findBenchProduct(context.site.origin, context.databaseUrl);
    const endpoints: NamedEndpoint[] = [
      { name: 'product page JSON', paths: [product.pagePath] },
      {
        name: `product_review (${productReviewMix(product.widgetBase).length} filter, sort and page combinations)`,
        paths: productReviewMix(product.widgetBase),
      },
    ];
    await recordEndpointSuite(context, 'product', 'Product page', endpoints, PRODUCT_BARS, [
      `The product: \`${product.pagePath}\` with ${product.reviews.toLocaleString('en-US')} published reviews (the one nearest 2,000 on PostgreSQL; the most reviewed on the default data). The widget mix is every filter (none, 5, 3 and 1 stars, verified only, a source, a word, all-reviews, 4 stars verified) with every sort on pages 1 to 3 (tools/bench/src/product-mix.ts). The product's widget data (stars, average, counts, its reviews' sort values) is read at most once a minute per product; whole widget answers are kept per product and query while that data lasts, and forgotten at any write (apps/api/src/modules/reviews/product-widget-answers.ts), so each combination's first request reads its page in PostgreSQL and later ones none. Clients send no If-None-Match.`,
    ]);
  },
};
