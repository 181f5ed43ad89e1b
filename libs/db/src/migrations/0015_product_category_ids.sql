-- Issue #20: a product's categories (every level) on the product itself, in a GIN index. A category
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
ANALYZE products;
