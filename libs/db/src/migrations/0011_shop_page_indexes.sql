-- A shop page's top products and featured cards, read from the shop's own products: without these
-- the planner walks the site-wide popularity indexes and filters by shop (100 ms on the large data
-- for a shop of 1,700 products, longer for a small shop whose products sit low in those indexes).
CREATE INDEX products_shop_popular_idx ON products (shop_id, reviews_count DESC, id DESC);
CREATE INDEX products_shop_best_selling_idx ON products (shop_id, sales_count DESC, id DESC) WHERE lowest_price > 0;
