-- Reports of reviews (issue #29, item 5): anyone signed in reports a review once, with a reason;
-- an arbitrator upholds or dismisses it. An upheld report removes the review from every public
-- place (it stays its author's, marked with why) and its author may appeal the removal once.
CREATE TABLE review_reports (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  reporter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('fake', 'offensive', 'private_information', 'off_topic', 'other')),
  details text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'dismissed')),
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One report per person per review: a second is refused, and a double click cannot make two.
CREATE UNIQUE INDEX review_reports_reporter_idx ON review_reports (review_id, reporter_id);
-- The desk's queue: open reports, oldest first.
CREATE INDEX review_reports_open_idx ON review_reports (created_at, id) WHERE status = 'open';

-- A removed review keeps why (the upheld report's reason) for its public line and the shop's counts.
ALTER TABLE reviews ADD COLUMN removed_reason text CHECK (removed_reason IN ('fake', 'offensive', 'private_information', 'off_topic', 'other'));
ALTER TABLE reviews ADD COLUMN removed_at timestamptz;
CREATE INDEX reviews_removed_shop_idx ON reviews (shop_id, removed_reason) WHERE removed_reason IS NOT NULL;

-- A removed review is never published: every public list, figure, feed and the search index
-- already leave unpublished reviews out, and its author's "publish" cannot bring it back.
-- (Only updates: a new review is never removed, and bulk loads pay nothing.)
CREATE FUNCTION reviews_keep_removed_unpublished() RETURNS trigger AS $$
BEGIN
  NEW.published := false;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER reviews_keep_removed_unpublished BEFORE UPDATE OF published, removed_reason ON reviews
  FOR EACH ROW WHEN (NEW.removed_reason IS NOT NULL AND NEW.published)
  EXECUTE FUNCTION reviews_keep_removed_unpublished();

-- The author's one appeal against a removal (the unique review_id is the "once"); it goes back to the desk.
CREATE TABLE review_removal_appeals (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  review_id bigint NOT NULL UNIQUE REFERENCES reviews (id) ON DELETE CASCADE,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'reinstated', 'kept')),
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_removal_appeals_open_idx ON review_removal_appeals (created_at, id) WHERE status = 'open';

-- Nor does a removed review reach a feed: an author who presses "publish" on it writes no event.
CREATE FUNCTION feed_events_skip_removed_reviews() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reviews WHERE id = NEW.review_id AND removed_reason IS NOT NULL) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER feed_events_skip_removed_reviews BEFORE INSERT ON feed_events
  FOR EACH ROW WHEN (NEW.review_id IS NOT NULL)
  EXECUTE FUNCTION feed_events_skip_removed_reviews();
