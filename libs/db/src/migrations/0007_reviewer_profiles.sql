-- Reviewer profiles: recommendations, reviews held for a check, avatars in two sizes, the short
-- display name, and the thank-you coupons shops give for reviews.
ALTER TABLE reviews ADD COLUMN recommended boolean NOT NULL DEFAULT false;
-- Why a review waits unpublished for a check (repeated text, a burst of new accounts); the author sees it.
ALTER TABLE reviews ADD COLUMN held_reason text;
-- The profile's recommendations list, newest first.
CREATE INDEX reviews_user_recommended_idx ON reviews (user_id, created_at DESC, id DESC)
  WHERE recommended AND rating >= 4 AND published AND deleted_at IS NULL;

ALTER TABLE users ADD COLUMN avatar_retina_url text;
-- Shown as "First L." on reviews when true.
ALTER TABLE users ADD COLUMN short_display_name boolean NOT NULL DEFAULT false;

CREATE TABLE rewards (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  review_id bigint REFERENCES reviews (id) ON DELETE SET NULL,
  code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('amount', 'percent')),
  value numeric(10, 2) NOT NULL CHECK (value > 0),
  -- An amount is in a currency; a percentage is not.
  currency char(3) CHECK ((kind = 'amount') = (currency IS NOT NULL)),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rewards_user_idx ON rewards (user_id, created_at DESC, id DESC);
