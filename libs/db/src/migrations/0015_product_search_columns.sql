-- Issue #20: what a search filters on, on the product itself, so the planner can estimate each
-- condition from the column's statistics and combine indexes instead of a look-up per product.

-- A product's categories (every level), in a GIN index. A category
-- filter is then a condition the planner can estimate from the column's statistics and combine
-- with the text index (BitmapAnd), where the link table's `exists` was a look-up per product
-- walked, estimated as if every category were average. product_categories stays the source: these
-- triggers keep the copy equal to it.
ALTER TABLE products ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}';

UPDATE products p SET category_ids = links.ids
FROM (SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids FROM product_categories GROUP BY product_id) links
WHERE links.product_id = p.id;

CREATE FUNCTION products_category_ids_from_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET category_ids = coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}')
  WHERE p.id IN (SELECT product_id FROM changed_links)
    AND p.category_ids IS DISTINCT FROM coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}');
  RETURN NULL;
END $$;
CREATE TRIGGER product_categories_added AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION products_category_ids_from_links();
CREATE TRIGGER product_categories_removed AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS changed_links FOR EACH STATEMENT EXECUTE FUNCTION products_category_ids_from_links();

CREATE INDEX products_category_ids_idx ON products USING gin (category_ids);
-- About 300 categories: a statistics target above that lists every one among the most common
-- elements, so each category's size is known to the planner, not guessed.
ALTER TABLE products ALTER COLUMN category_ids SET STATISTICS 1000;

-- The shop's country (the store_country filter): a look-up in a hash of shops per product before,
-- now a btree the planner can intersect with the text index. Copied from the shop on insert, and to
-- the shop's products when it moves.
ALTER TABLE products ADD COLUMN shop_country char(2);
UPDATE products p SET shop_country = s.country FROM shops s WHERE s.id = p.shop_id;
ALTER TABLE products ALTER COLUMN shop_country SET NOT NULL;

CREATE FUNCTION products_shop_country() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shop_country := (SELECT country FROM shops WHERE id = NEW.shop_id);
  RETURN NEW;
END $$;
CREATE TRIGGER products_shop_country BEFORE INSERT OR UPDATE OF shop_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_shop_country();

CREATE FUNCTION shops_country_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET shop_country = NEW.country WHERE shop_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER shops_country_to_products AFTER UPDATE OF country ON shops
  FOR EACH ROW WHEN (OLD.country IS DISTINCT FROM NEW.country) EXECUTE FUNCTION shops_country_to_products();

CREATE INDEX products_shop_country_idx ON products (shop_country);
ANALYZE products;
