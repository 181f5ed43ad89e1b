-- Password reset and sign-in by e-mail link (issue #28, items 1 and 3): each link signs its account
-- in once, until it expires (1 hour for a reset, 15 minutes for a sign-in link). Only the SHA-256 of
-- its token is kept, so the table holds no usable link.
CREATE TABLE mailed_sign_in_links (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password_reset', 'sign_in')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX mailed_sign_in_links_user_idx ON mailed_sign_in_links (user_id, kind);
CREATE INDEX mailed_sign_in_links_expires_idx ON mailed_sign_in_links (expires_at);

-- Every request for such a link, with or without an account behind the address, for the limits
-- per address (an inbox cannot be flooded) and per connecting address. Old rows count for nothing.
CREATE TABLE mailed_link_requests (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('password_reset', 'sign_in')),
  email text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mailed_link_requests_email_idx ON mailed_link_requests (email, kind, created_at);
CREATE INDEX mailed_link_requests_ip_idx ON mailed_link_requests (ip, created_at);
