-- Sign-ups per connecting address, for sign-up's rate limit (issue #19): one address may open
-- only so many accounts an hour. The address and the time only; rows older than the window
-- count for nothing.
CREATE TABLE signup_attempts (
  id bigserial PRIMARY KEY,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_attempts_ip_idx ON signup_attempts (ip, created_at);
