-- Issue #55: shops connect to Vouch. A signed-in reviewer proves control of a shop's domain (a meta
-- tag on its home page or a file under /.well-known/) and becomes its owner; the owner invites
-- members, makes API keys, and the shop's orders arrive by API.

-- The first verified member owns the shop; seeded members (one per shop) are owners.
ALTER TABLE shop_members ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'member'));

-- A reviewer's attempt to prove a domain: the token to publish, and what the last check found.
CREATE TABLE shop_claims (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The home page's origin as the claim fetches it (https://shop.example), and its host.
  site_origin text NOT NULL,
  domain text NOT NULL,
  -- The name of the shop to add when no shop has the domain yet.
  shop_name text NOT NULL,
  token text NOT NULL UNIQUE,
  -- The shop it made or claimed, once verified.
  shop_id bigint REFERENCES shops (id) ON DELETE CASCADE,
  method text CHECK (method IN ('meta_tag', 'well_known_file')),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  checked_at timestamptz,
  verified_at timestamptz,
  UNIQUE (user_id, domain)
);

-- The domains a shop has proven (its own domain first): widgets answer them (issue #56).
CREATE TABLE shop_domains (
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  domain text NOT NULL UNIQUE,
  site_origin text NOT NULL,
  method text NOT NULL CHECK (method IN ('meta_tag', 'well_known_file')),
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, domain)
);

-- An owner's invitation of a member by e-mail: one-use, hashed, a week long.
CREATE TABLE shop_invitations (
  id bigserial PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
CREATE INDEX shop_invitations_shop_idx ON shop_invitations (shop_id);

-- A shop's keys for the orders API: the secret is shown once, only its SHA-256 is kept.
CREATE TABLE shop_api_keys (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- The key's first characters, shown in lists so an owner can tell keys apart.
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX shop_api_keys_shop_idx ON shop_api_keys (shop_id);

-- Orders that arrive by API: the shop's own order id, the buyer by e-mail (an account is made or
-- found when they first follow a review request), and when it was fulfilled.
ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE orders ADD COLUMN external_id text;
ALTER TABLE orders ADD COLUMN customer_email text;
ALTER TABLE orders ADD COLUMN customer_name text;
ALTER TABLE orders ADD COLUMN fulfilled_at timestamptz;
CREATE UNIQUE INDEX orders_shop_external_idx ON orders (shop_id, external_id) WHERE external_id IS NOT NULL;
CREATE UNIQUE INDEX products_shop_external_idx ON products (shop_id, external_id);

-- A retried request with the same Idempotency-Key gets the first one's answer.
CREATE TABLE api_idempotency_keys (
  api_key_id bigint NOT NULL REFERENCES shop_api_keys (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (api_key_id, idempotency_key)
);

-- Requests a key made in each minute: the per-key limit, shared by every API process.
CREATE TABLE api_key_usage (
  api_key_id bigint NOT NULL REFERENCES shop_api_keys (id) ON DELETE CASCADE,
  minute timestamptz NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (api_key_id, minute)
);

-- A shop's systems page through its reviews by when they last changed.
CREATE INDEX reviews_shop_updated_idx ON reviews (shop_id, updated_at, id);
