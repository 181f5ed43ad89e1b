-- Issue #55 item 4: a fulfilled order's buyer is asked by e-mail to review what they bought, N days
-- after fulfilment (the shop's setting), with at most one reminder. The link is single-use and
-- expires; following it signs the buyer in for that order's review only.
ALTER TABLE shops ADD COLUMN review_request_delay_days smallint NOT NULL DEFAULT 7
  CHECK (review_request_delay_days BETWEEN 0 AND 90);

CREATE TABLE review_requests (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- 'scheduled' until due; 'sent' (and perhaps reminded); 'skipped' when the buyer opted out.
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'sent', 'skipped')),
  -- When the first e-mail is due, then when the reminder is (null: none to send).
  due_at timestamptz,
  -- The hash of the link's token now in the buyer's mailbox (a reminder's replaces the first's).
  token_hash text UNIQUE,
  expires_at timestamptz,
  sent_at timestamptz,
  reminded_at timestamptz,
  opened_at timestamptz,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_requests_due_idx ON review_requests (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX review_requests_shop_idx ON review_requests (shop_id);

-- Buyers who stopped one shop's review requests (unsubscribing from all goes to mail_suppressions).
CREATE TABLE review_request_opt_outs (
  email text NOT NULL,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, shop_id)
);

-- A session opened from a review request's link: it may write the reviews of that order and
-- nothing else. Null for a session signed in with a password or a sign-in link.
ALTER TABLE sessions ADD COLUMN review_order_id bigint REFERENCES orders (id) ON DELETE CASCADE;
