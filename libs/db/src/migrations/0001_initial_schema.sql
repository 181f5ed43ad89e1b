-- The whole product's schema. Plain SQL that PostgreSQL 15 (CI, production) and PGlite
-- (Postgres 18, embedded default) both accept.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE currencies (
  code char(3) PRIMARY KEY,
  name text NOT NULL,
  symbol text NOT NULL
);

-- Units of the currency per one US dollar.
CREATE TABLE exchange_rates (
  currency_code char(3) PRIMARY KEY REFERENCES currencies (code),
  rate_per_usd numeric(18, 8) NOT NULL CHECK (rate_per_usd > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  encoded_id text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  email text UNIQUE,
  password_hash text,
  name text NOT NULL,
  role text NOT NULL DEFAULT 'reviewer' CHECK (role IN ('reviewer', 'arbitrator')),
  avatar_url text,
  gravatar_hash text,
  currency text NOT NULL DEFAULT '*',
  country char(2),
  subscribed_rs boolean,
  reviewer_name text,
  tos_accepted_at timestamptz,
  followers_count integer NOT NULL DEFAULT 0,
  reviews_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY, -- sha256 of the cookie token: a leaked table yields no usable cookie
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_agent text
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE shops (
  id bigserial PRIMARY KEY,
  encoded_id text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  domain text NOT NULL UNIQUE,
  platform text NOT NULL,
  public_token text NOT NULL,
  country char(2) NOT NULL,
  currency char(3) NOT NULL,
  logo_url text,
  description text NOT NULL DEFAULT '',
  -- settings (spec §3 "Shop data")
  disable_web_reviews boolean NOT NULL DEFAULT false,
  enable_question_answer boolean NOT NULL DEFAULT false,
  show_cards_carousel boolean NOT NULL DEFAULT false,
  -- contact info
  response_time_value integer,
  response_time_unit text CHECK (response_time_unit IN ('minutes', 'hours', 'days')),
  confirmed_contact boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_addresses (
  id bigserial PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  address_line_1 text NOT NULL,
  address_line_2 text,
  city text NOT NULL,
  postcode text NOT NULL,
  country char(2) NOT NULL,
  billing boolean NOT NULL DEFAULT false,
  confirmed boolean NOT NULL DEFAULT false
);
CREATE INDEX shop_addresses_shop_id_idx ON shop_addresses (shop_id);

-- Figures derived from reviews and orders, refreshed when they change.
CREATE TABLE shop_metrics (
  shop_id bigint PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  reviews_count integer NOT NULL DEFAULT 0,
  average_rating numeric(3, 2) NOT NULL DEFAULT 0,
  verified_reviews_count integer NOT NULL DEFAULT 0,
  published_verified_count integer NOT NULL DEFAULT 0,
  orders_count integer NOT NULL DEFAULT 0,
  transparency_score numeric(5, 4) NOT NULL DEFAULT 0,
  authenticity_score numeric(5, 4) NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The three-level tree of spec §3 "Category".
CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories (id),
  name text NOT NULL,
  handle text NOT NULL UNIQUE,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  is_deepest boolean NOT NULL DEFAULT false,
  image_url text,
  bar_flat_view boolean NOT NULL DEFAULT false,
  bar_order integer NOT NULL DEFAULT 0,
  page_order integer NOT NULL DEFAULT 0,
  path text NOT NULL,
  products_count integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent_id_idx ON categories (parent_id);

CREATE TABLE products (
  id bigserial PRIMARY KEY,
  encoded_id text NOT NULL UNIQUE,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  handle text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_url text,
  retina_image_url text,
  external_id text NOT NULL,
  external_url text NOT NULL,
  currency char(3) NOT NULL,
  lowest_price numeric(12, 2) NOT NULL DEFAULT 0,
  highest_price numeric(12, 2) NOT NULL DEFAULT 0,
  displayed_price numeric(12, 2) NOT NULL DEFAULT 0,
  reviews_count integer NOT NULL DEFAULT 0,
  average_rating numeric(3, 2) NOT NULL DEFAULT 0,
  sales_count integer NOT NULL DEFAULT 0,
  transparency_score numeric(5, 4) NOT NULL DEFAULT 0,
  authenticity_score numeric(5, 4) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (shop_id, handle)
);

CREATE TABLE product_categories (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id),
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_id_idx ON product_categories (category_id);

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id bigint NOT NULL REFERENCES shops (id),
  placed_at timestamptz NOT NULL
);
CREATE INDEX orders_user_id_idx ON orders (user_id, placed_at DESC);

CREATE TABLE line_items (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL
);
CREATE INDEX line_items_order_id_idx ON line_items (order_id);

CREATE TABLE reviews (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  uuid uuid NOT NULL UNIQUE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewer_display_name text NOT NULL,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_id bigint REFERENCES products (id) ON DELETE CASCADE, -- null: a review of the shop
  line_item_id bigint UNIQUE REFERENCES line_items (id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  verified boolean NOT NULL DEFAULT false,
  source text NOT NULL CHECK (source IN ('organic', 'invite', 'migrated', 'aliexpress', 'verified_provider',
                                         'unverified_provider', 'unverified_source')),
  published boolean NOT NULL DEFAULT true,
  deleted_at timestamptz,
  has_media boolean NOT NULL DEFAULT false,
  reply_body text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC) WHERE deleted_at IS NULL AND published;
CREATE INDEX reviews_shop_idx ON reviews (shop_id, created_at DESC) WHERE deleted_at IS NULL AND published;
CREATE INDEX reviews_user_idx ON reviews (user_id, created_at DESC);

CREATE TABLE review_media (
  id bigserial PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('picture', 'video_external', 'video_platform')),
  position smallint NOT NULL DEFAULT 0,
  compact_url text,
  huge_url text,
  external_id text,
  platform_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_media_review_id_idx ON review_media (review_id, position);

CREATE TABLE questions (
  id bigserial PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_id bigint REFERENCES products (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questions_product_idx ON questions (product_id, created_at DESC);
CREATE INDEX questions_shop_idx ON questions (shop_id, created_at DESC);

CREATE TABLE answers (
  id bigserial PRIMARY KEY,
  question_id bigint NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  author_name text NOT NULL,
  by_shop boolean NOT NULL DEFAULT false,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX answers_question_id_idx ON answers (question_id);

CREATE TABLE follows (
  follower_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_type text NOT NULL CHECK (followee_type IN ('Shop', 'Product', 'Reviewer')),
  followee_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_type, followee_id)
);
CREATE INDEX follows_followee_idx ON follows (followee_type, followee_id);

CREATE TABLE feed_events (
  id bigserial PRIMARY KEY,
  owner_type text NOT NULL CHECK (owner_type IN ('Shop', 'Product', 'Reviewer')),
  owner_id bigint NOT NULL,
  event_type text NOT NULL CHECK (event_type IN ('review_published', 'shop_replied', 'media_added')),
  review_id bigint REFERENCES reviews (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_events_owner_idx ON feed_events (owner_type, owner_id, created_at DESC);

CREATE TABLE disputes (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id bigint NOT NULL REFERENCES shops (id),
  order_id bigint REFERENCES orders (id),
  product_id bigint REFERENCES products (id),
  dispute_type text NOT NULL CHECK (dispute_type IN ('item_not_received', 'item_not_as_described', 'damaged_item',
                                                     'refund_not_received', 'other')),
  description text NOT NULL,
  desired_outcome_type text NOT NULL CHECK (desired_outcome_type IN ('full_refund', 'partial_refund', 'replacement',
                                                                     'repair', 'apology', 'other')),
  desired_outcome_description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_review', 'resolved', 'rejected')),
  outcome text CHECK (outcome IN ('in_favour_of_reviewer', 'in_favour_of_shop', 'partial')),
  arbitrator_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX disputes_user_idx ON disputes (user_id, created_at DESC);
CREATE INDEX disputes_status_idx ON disputes (status, created_at DESC);

CREATE TABLE dispute_files (
  id bigserial PRIMARY KEY,
  dispute_id bigint NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size > 0),
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dispute_messages (
  id bigserial PRIMARY KEY,
  dispute_id bigint NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users (id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dispute_messages_dispute_idx ON dispute_messages (dispute_id, created_at);

CREATE TABLE dispute_status_changes (
  id bigserial PRIMARY KEY,
  dispute_id bigint NOT NULL REFERENCES disputes (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  changed_by bigint REFERENCES users (id),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dispute_status_changes_dispute_idx ON dispute_status_changes (dispute_id, created_at);

-- Spec §3 "Click tracking record".
CREATE TABLE click_events (
  id bigserial PRIMARY KEY,
  shop_id bigint REFERENCES shops (id) ON DELETE SET NULL,
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  pageview_id text,
  referrer text,
  first_referrer text,
  referral_page text,
  journey jsonb NOT NULL DEFAULT '[]',
  landing_page_params jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
