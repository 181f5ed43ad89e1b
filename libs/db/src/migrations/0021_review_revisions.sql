-- Issue #29, item 1: a published review's author can edit it. Pages say "Updated {date}" from
-- edited_at (not updated_at, which publishing and deleting move too). Each edit keeps the text it
-- replaced in review_revisions, for disputes and reports; nothing public reads it.
ALTER TABLE reviews ADD COLUMN edited_at timestamptz;

CREATE TABLE review_revisions (
  id bigserial PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  rating smallint NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  recommended boolean NOT NULL,
  -- The media as they were: kind and addresses, in order.
  media jsonb NOT NULL,
  -- When the replaced version was written (the review's creation or its previous edit).
  written_at timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_revisions_review_idx ON review_revisions (review_id, replaced_at);
