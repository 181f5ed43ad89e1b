-- Home's featured reviews: recent five-star verified reviews with pictures, a short walk by date.
CREATE INDEX reviews_featured_idx ON reviews (created_at DESC, id DESC)
  WHERE published AND deleted_at IS NULL AND verified AND has_media AND rating = 5 AND product_id IS NOT NULL;

-- The feed pages each followed owner's events by (created_at, id): ties on created_at are common
-- (one happening writes an event per owner at the same instant).
DROP INDEX feed_events_owner_idx;
CREATE INDEX feed_events_owner_idx ON feed_events (owner_type, owner_id, created_at DESC, id DESC);
CREATE INDEX feed_events_review_idx ON feed_events (review_id);

-- Find people's orders.
CREATE INDEX users_followers_idx ON users (followers_count DESC, id DESC) WHERE role = 'reviewer';
CREATE INDEX users_reviews_idx ON users (reviews_count DESC, id DESC) WHERE role = 'reviewer';
CREATE INDEX users_newest_idx ON users (created_at DESC, id DESC) WHERE role = 'reviewer';
