-- Issue #55: every e-mail goes through this table. A request adds its row and answers; a worker in
-- each API process claims due rows (FOR UPDATE SKIP LOCKED, so processes never claim the same
-- one), sends them and records the outcome. A claim is a lease: a process killed mid-send leaves
-- its row 'sending' until due_at passes, and then any process sends it again.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  -- Header-safe already (one line, no control characters): written only by the queued mailer.
  to_name text,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- Set on every message a person may stop (RFC 8058 one-click); null for account mail, which
  -- alone still goes to a suppressed address.
  unsubscribe_url text,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'suppressed')),
  -- When a queued row may next be tried, or when a 'sending' row's lease runs out.
  due_at timestamptz NOT NULL DEFAULT now(),
  -- Drawn by the claiming process: only the claim still holding the row records its outcome.
  claim_token text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (due_at) WHERE status IN ('queued', 'sending');

-- Addresses that get account mail only: a hard bounce (5xx to RCPT) or a person's unsubscribe from all.
CREATE TABLE mail_suppressions (
  -- Lower-cased, as normalizeEmail stores accounts' addresses.
  address text PRIMARY KEY,
  reason text NOT NULL CHECK (reason IN ('hard_bounce', 'unsubscribed')),
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
