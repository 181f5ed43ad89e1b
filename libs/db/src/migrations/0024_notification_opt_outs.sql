-- Issue #29 item 6: notifications by e-mail, every kind on until its person opts out (one click in
-- the e-mail, or the edit page). A row is an opt-out; none means the person gets that kind.
CREATE TABLE notification_opt_outs (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('dispute_moves', 'review_replies', 'question_answers', 'report_outcomes')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);
