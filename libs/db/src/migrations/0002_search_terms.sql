-- A small dictionary for autocomplete and typo tolerance: distinct words of product titles and
-- category names, with how popular each is. Trigram look-ups run over these few terms, never
-- over every title (far too slow at a million products).

CREATE TABLE search_terms (
  term text PRIMARY KEY,
  popularity bigint NOT NULL DEFAULT 0
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);
CREATE INDEX search_terms_prefix_idx ON search_terms (term text_pattern_ops);
CREATE INDEX categories_name_trgm_idx ON categories USING gin (lower(name) gin_trgm_ops);

-- Rebuilds the dictionary from the catalogue; run after bulk loads (the seed calls it).
CREATE FUNCTION refresh_search_terms() RETURNS void LANGUAGE sql AS $$
  TRUNCATE search_terms;
  INSERT INTO search_terms (term, popularity)
  SELECT term, sum(weight)
  FROM (
    SELECT word AS term, p.reviews_count + p.sales_count / 100 + 1 AS weight
    FROM products p, regexp_split_to_table(lower(p.title), '[^a-z0-9]+') AS word
    WHERE length(word) >= 2
    UNION ALL
    SELECT lower(c.name), c.products_count * 10 + 1 FROM categories c
  ) AS terms
  GROUP BY term;
  ANALYZE search_terms;
$$;
