-- An appeal answers one removal, not the review for ever: a review reinstated on appeal and later
-- removed again (another report upheld) may be appealed once more. The appeal keeps its removal's
-- time. Earlier appeals: an open or kept one made since the review's current removal answers it;
-- any other (reinstated, or older than the current removal) answered a removal now over, and keeps
-- its own time, so the current removal can still be appealed.
ALTER TABLE review_removal_appeals ADD COLUMN removed_at timestamptz;
UPDATE review_removal_appeals a
SET removed_at = CASE
  WHEN a.status <> 'reinstated' AND r.removed_at IS NOT NULL AND r.removed_at <= a.created_at THEN r.removed_at
  ELSE a.created_at
END
FROM reviews r WHERE r.id = a.review_id;
ALTER TABLE review_removal_appeals ALTER COLUMN removed_at SET NOT NULL;
ALTER TABLE review_removal_appeals DROP CONSTRAINT review_removal_appeals_review_id_key;
CREATE UNIQUE INDEX review_removal_appeals_removal_idx ON review_removal_appeals (review_id, removed_at);
