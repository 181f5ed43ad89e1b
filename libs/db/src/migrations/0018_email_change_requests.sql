-- Changing the sign-in e-mail by proof (issue #28, item 2): the address changes only when the link
-- mailed to the new address is opened, and the old address gets a notice with a link that undoes
-- the change. Both tokens are kept as their SHA-256; each link works once, until its own expiry.
-- The new address is not reserved: until it is confirmed anyone may still sign up with it.
CREATE TABLE email_change_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  confirm_token_hash text NOT NULL UNIQUE,
  undo_token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirm_expires_at timestamptz NOT NULL,
  undo_expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  undone_at timestamptz
);
CREATE INDEX email_change_requests_user_idx ON email_change_requests (user_id);
CREATE INDEX email_change_requests_undo_expires_idx ON email_change_requests (undo_expires_at);
