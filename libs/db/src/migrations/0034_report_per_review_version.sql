-- Issue #58: a report is about one version of a review's text. Once a report is dismissed the
-- author may edit the review, even back to what was reported: the new version may be reported
-- again by the same person. A review's version is when its text was last written.
ALTER TABLE review_reports ADD COLUMN review_version timestamptz;
UPDATE review_reports AS r
  SET review_version = coalesce(v.edited_at, v.created_at)
  FROM reviews AS v
  WHERE v.id = r.review_id;
ALTER TABLE review_reports ALTER COLUMN review_version SET NOT NULL;
DROP INDEX review_reports_reporter_idx;
CREATE UNIQUE INDEX review_reports_reporter_idx ON review_reports (review_id, reporter_id, review_version);
-- A reporter's reports of the last hour: what the per-person limit counts.
CREATE INDEX review_reports_by_reporter_idx ON review_reports (reporter_id, created_at);
