-- Dispute files are uploaded one request each (with progress) before the dispute or message they
-- belong to exists, then claimed by it; the uploader is the only one who may claim them.
ALTER TABLE dispute_files ALTER COLUMN dispute_id DROP NOT NULL;
ALTER TABLE dispute_files ADD COLUMN public_id text;
UPDATE dispute_files SET public_id = 'df' || id;
ALTER TABLE dispute_files ALTER COLUMN public_id SET NOT NULL;
ALTER TABLE dispute_files ADD CONSTRAINT dispute_files_public_id_key UNIQUE (public_id);
ALTER TABLE dispute_files ADD COLUMN uploaded_by bigint REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE dispute_files ADD COLUMN kind text NOT NULL DEFAULT 'pdf' CHECK (kind IN ('doc', 'jpeg', 'pdf', 'png', 'tiff'));
ALTER TABLE dispute_files ADD COLUMN message_id bigint REFERENCES dispute_messages (id) ON DELETE CASCADE;
CREATE INDEX dispute_files_dispute_idx ON dispute_files (dispute_id) WHERE dispute_id IS NOT NULL;

-- Who wrote a message, as the thread shows it: the reviewer, the shop or an arbitrator.
ALTER TABLE dispute_messages ADD COLUMN author_role text NOT NULL DEFAULT 'arbitrator'
  CHECK (author_role IN ('reviewer', 'shop', 'arbitrator'));
UPDATE dispute_messages m SET author_role = 'reviewer' FROM disputes d WHERE d.id = m.dispute_id AND d.user_id = m.author_id;

-- Every move names its action (the state machine's), so the record says what was done, not only where it went.
ALTER TABLE dispute_status_changes ADD COLUMN action text;

-- The shop's clock: set while a dispute waits for the shop, cleared when it answers or the time runs out.
ALTER TABLE disputes ADD COLUMN shop_answer_due timestamptz;
-- When the shop first answered (or accepted), for its public record of answers within the deadline.
ALTER TABLE disputes ADD COLUMN shop_answered_at timestamptz;
UPDATE disputes SET shop_answer_due = created_at + interval '7 days' WHERE status IN ('open', 'awaiting_shop');
CREATE INDEX disputes_shop_answer_due_idx ON disputes (shop_answer_due) WHERE shop_answer_due IS NOT NULL;
-- The arbitrator's list, oldest first: by one status, by every status still waiting, or all of them;
-- and a shop's record over 12 months.
CREATE INDEX disputes_status_age_idx ON disputes (status, created_at, id);
CREATE INDEX disputes_waiting_age_idx ON disputes (created_at, id) WHERE status IN ('open', 'awaiting_shop', 'awaiting_reviewer', 'in_review');
CREATE INDEX disputes_age_idx ON disputes (created_at, id);
CREATE INDEX disputes_shop_idx ON disputes (shop_id, created_at);
DROP INDEX disputes_status_idx;
