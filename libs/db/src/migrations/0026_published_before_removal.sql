-- A review reinstated on appeal comes back as its author left it: published only if it was when
-- removed (an author may unpublish a review while a report of it waits).
ALTER TABLE reviews ADD COLUMN published_before_removal boolean;
