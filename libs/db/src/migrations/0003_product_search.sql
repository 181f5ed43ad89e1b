-- Product search (spec §3 "Search params", §5): full-text relevance with stemming, filters and
-- sorts that an index can serve at a million products.

-- Countries a shop ships to; null means worldwide. The search's `country` filter (the
-- shopper's country) keeps products the shopper can actually order.
ALTER TABLE shops ADD COLUMN ships_to char(2)[];

-- Title words weigh most; the description only helps recall.
ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'D')
) STORED;

-- The lowest price in US dollars via the exchange-rate table, so prices filter and sort in any
-- chosen currency with one index (a conversion is a positive factor: order is preserved).
-- Null when the product has no price.
ALTER TABLE products ADD COLUMN price_usd numeric(16, 4);

CREATE FUNCTION products_price_usd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_usd := CASE WHEN NEW.lowest_price > 0 THEN
    round(NEW.lowest_price / (SELECT rate_per_usd FROM exchange_rates WHERE currency_code = NEW.currency), 4) END;
  RETURN NEW;
END $$;
CREATE TRIGGER products_price_usd BEFORE INSERT OR UPDATE OF lowest_price, currency ON products
  FOR EACH ROW EXECUTE FUNCTION products_price_usd();

-- Run after exchange rates change.
CREATE FUNCTION refresh_product_prices() RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET price_usd = CASE WHEN p.lowest_price > 0 THEN round(p.lowest_price / r.rate_per_usd, 4) END
  FROM exchange_rates r
  WHERE r.currency_code = p.currency;
$$;
SELECT refresh_product_prices();

CREATE INDEX products_search_idx ON products USING gin (search_vector);
-- One index per sort order (spec §3 sort options); the default order without text is popularity.
CREATE INDEX products_popular_idx ON products (reviews_count DESC, id DESC);
CREATE INDEX products_newest_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_best_selling_idx ON products (sales_count DESC, id DESC);
CREATE INDEX products_price_asc_idx ON products (price_usd ASC NULLS LAST, id ASC);
CREATE INDEX products_price_desc_idx ON products (price_usd DESC NULLS LAST, id DESC);

-- Store search (spec §7 store_search.json): names and domains by words, with prefixes.
CREATE INDEX shops_name_trgm_idx ON shops USING gin (lower(name) gin_trgm_ops);
CREATE INDEX shops_domain_trgm_idx ON shops USING gin (domain gin_trgm_ops);
CREATE INDEX shop_metrics_popular_idx ON shop_metrics (reviews_count DESC, shop_id);
