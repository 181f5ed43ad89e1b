-- Issue #29 item 6: each dispute move is mailed to the parties it concerns. The move's history row
-- is the outbox: committed with the move, mailed by a sweep that claims rows not yet notified, so
-- every way a dispute moves (a party, an arbitrator, a passed deadline) is told without each
-- caller remembering to. Moves made before this are old news.
ALTER TABLE dispute_status_changes ADD COLUMN notified_at timestamptz;
UPDATE dispute_status_changes SET notified_at = created_at;
CREATE INDEX dispute_status_changes_unnotified_idx ON dispute_status_changes (id) WHERE notified_at IS NULL;
