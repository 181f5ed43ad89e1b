-- Category browsing sorted by price (spec §3 price_asc / price_desc with category_id). Prices follow
-- categories, so walking the products' price index passes most of the catalogue before a cheap
-- category's first product; each category link carries its product's price instead, in order.

ALTER TABLE product_categories ADD COLUMN price_usd numeric(16, 4);
UPDATE product_categories pc SET price_usd = p.price_usd FROM products p WHERE p.id = pc.product_id AND p.price_usd IS NOT NULL;

CREATE FUNCTION product_categories_price_usd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_usd := (SELECT price_usd FROM products WHERE id = NEW.product_id);
  RETURN NEW;
END $$;
CREATE TRIGGER product_categories_price_usd BEFORE INSERT ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_categories_price_usd();

CREATE FUNCTION products_price_usd_to_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories SET price_usd = NEW.price_usd WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER products_price_usd_to_categories AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.price_usd IS DISTINCT FROM NEW.price_usd) EXECUTE FUNCTION products_price_usd_to_categories();

CREATE INDEX product_categories_price_asc_idx ON product_categories (category_id, price_usd ASC NULLS LAST, product_id ASC);
CREATE INDEX product_categories_price_desc_idx ON product_categories (category_id, price_usd DESC NULLS LAST, product_id DESC);

-- Store search puts a shop whose name is exactly the text first (spec §7 store_search.json).
CREATE INDEX shops_lower_name_idx ON shops (lower(name));

-- Most searches keep the default 80% transparency minimum (spec §3): their text matches come from
-- this smaller index, and the minimum needs no check on each product.
CREATE INDEX products_search_transparent_idx ON products USING gin (search_vector) WHERE transparency_score >= 0.8;
