-- Issue #20: the API's in-process search index (docs/decisions.md, "Search at a million products")
-- follows the catalogue by asking, before each search, for the products and shops written since it
-- last asked. Each row carries the id of the transaction that last wrote it; the index remembers the
-- oldest transaction still running when it last asked (pg_snapshot_xmin), so a write that commits
-- late is still found, and one already read is at worst read again. Rows no one has written since
-- this migration keep null: the index reads them when it loads.
ALTER TABLE products ADD COLUMN search_xid xid8;
ALTER TABLE shops ADD COLUMN search_xid xid8;

CREATE FUNCTION search_xid_of_writer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
CREATE TRIGGER products_search_xid BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION search_xid_of_writer();
CREATE TRIGGER shops_search_xid BEFORE INSERT OR UPDATE ON shops
  FOR EACH ROW EXECUTE FUNCTION search_xid_of_writer();

CREATE INDEX products_search_xid_idx ON products (search_xid);
CREATE INDEX shops_search_xid_idx ON shops (search_xid);

-- Removed products leave their id and the remover's transaction here, for the index to drop them.
CREATE TABLE removed_products (
  product_id bigint NOT NULL,
  search_xid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX removed_products_search_xid_idx ON removed_products (search_xid);

CREATE FUNCTION products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_products (product_id) SELECT id FROM removed;
  RETURN NULL;
END $$;
CREATE TRIGGER products_removed AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION products_removed();

-- Statistics for the new column now: without them the planner guesses a third of the catalogue
-- changed and reads all of it on every look, instead of the index.
ANALYZE products (search_xid);
ANALYZE shops (search_xid);
