-- An appeal answers one removal, not the review for ever: a review reinstated on appeal and later
-- removed again (another report upheld) may be appealed once more. The appeal keeps the removal's
-- time; appeals of reinstated reviews, whose removal is over, keep their own time.
ALTER TABLE review_removal_appeals ADD COLUMN removed_at timestamptz;
UPDATE review_removal_appeals a SET removed_at = coalesce(r.removed_at, a.created_at) FROM reviews r WHERE r.id = a.review_id;
ALTER TABLE review_removal_appeals ALTER COLUMN removed_at SET NOT NULL;
ALTER TABLE review_removal_appeals DROP CONSTRAINT review_removal_appeals_review_id_key;
CREATE UNIQUE INDEX review_removal_appeals_removal_idx ON review_removal_appeals (review_id, removed_at);
