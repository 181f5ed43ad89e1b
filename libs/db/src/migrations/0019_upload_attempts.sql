-- A per-user upload rate limit (issue #28, item 6): one row for each file a signed-in user sent
-- that was read whole, before it is decoded or stored, so refused files count too. Rows older
-- than the limit's window are removed by the upload sweep.
CREATE TABLE upload_attempts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_attempts_user_idx ON upload_attempts (user_id, created_at);
