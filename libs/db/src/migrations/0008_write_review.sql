-- Writing reviews: uploads waiting for their review, a retried submit that must not make a
-- second review, and the fingerprint repeated texts are found by.
CREATE TABLE media_uploads (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('picture', 'video_platform')),
  compact_url text,
  huge_url text,
  platform_url text,
  -- Set when a review takes the upload; an upload belongs to one review at most.
  review_id bigint REFERENCES reviews (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'picture') = (compact_url IS NOT NULL AND huge_url IS NOT NULL)),
  CHECK ((kind = 'video_platform') = (platform_url IS NOT NULL))
);
CREATE INDEX media_uploads_user_idx ON media_uploads (user_id, created_at DESC);

-- The key a submit is sent with: the same key again answers the review it made.
ALTER TABLE reviews ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX reviews_idempotency_idx ON reviews (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- md5 of the normalised title and body (normalizedReviewText): repeated texts, any author.
ALTER TABLE reviews ADD COLUMN text_fingerprint text;
CREATE INDEX reviews_text_fingerprint_idx ON reviews (text_fingerprint) WHERE text_fingerprint IS NOT NULL;
