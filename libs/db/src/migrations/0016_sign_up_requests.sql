-- Sign-ups waiting for their e-mail to be confirmed (issue #19, item 3): sign-up answers the same
-- whether or not the address has an account, so an account is made only when its owner opens the
-- link sent to it. The token is kept as its SHA-256; the password only as its scrypt hash.
CREATE TABLE sign_up_requests (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_up_requests_expires_idx ON sign_up_requests (expires_at);
