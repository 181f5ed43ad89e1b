-- A shop may offer something other than what the reviewer asked (issue #29, item 3): the dispute
-- waits for the reviewer's answer in its own status (libs/domain disputeTransition), and the offer is
-- kept on the dispute, so an accepted one becomes the remedy and a refused one is there for the arbitrator.
ALTER TABLE disputes DROP CONSTRAINT disputes_status_check;
ALTER TABLE disputes ADD CONSTRAINT disputes_status_check
  CHECK (status IN ('open', 'awaiting_shop', 'offer_made', 'awaiting_reviewer', 'in_review', 'decided', 'closed', 'withdrawn'));
ALTER TABLE disputes ADD COLUMN counter_offer text;
ALTER TABLE disputes ADD CONSTRAINT disputes_offer_check CHECK (status <> 'offer_made' OR counter_offer IS NOT NULL);
