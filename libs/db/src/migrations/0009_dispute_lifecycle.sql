-- Disputes follow the domain's state machine (libs/domain disputeTransition): the shop is asked,
-- either side may be asked for information, an arbitrator decides with a written reason and the
-- remedy, then closes; the reviewer may withdraw before a decision.
ALTER TABLE disputes DROP CONSTRAINT disputes_status_check;
ALTER TABLE disputes DROP CONSTRAINT disputes_outcome_check;
UPDATE disputes SET status = CASE status WHEN 'resolved' THEN 'decided' WHEN 'rejected' THEN 'decided' ELSE status END;
UPDATE dispute_status_changes SET to_status = 'decided' WHERE to_status IN ('resolved', 'rejected');
UPDATE dispute_status_changes SET from_status = 'decided' WHERE from_status IN ('resolved', 'rejected');
UPDATE disputes SET outcome = CASE outcome WHEN 'in_favour_of_reviewer' THEN 'for_reviewer' WHEN 'in_favour_of_shop' THEN 'for_shop' ELSE outcome END;
ALTER TABLE disputes ADD CONSTRAINT disputes_status_check
  CHECK (status IN ('open', 'awaiting_shop', 'awaiting_reviewer', 'in_review', 'decided', 'closed', 'withdrawn'));
ALTER TABLE disputes ADD CONSTRAINT disputes_outcome_check CHECK (outcome IN ('for_reviewer', 'for_shop', 'partial'));
-- A decision carries its outcome, what the shop must do, and why.
ALTER TABLE disputes ADD COLUMN remedy text;
ALTER TABLE disputes ADD COLUMN decision_reason text;
ALTER TABLE disputes ADD COLUMN decided_at timestamptz;
ALTER TABLE disputes ADD CONSTRAINT disputes_decision_check
  CHECK ((status IN ('decided', 'closed')) = (outcome IS NOT NULL AND decided_at IS NOT NULL));
