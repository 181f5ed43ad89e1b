-- Asking is limited per shopper an hour (issue #18): their recent questions, found by an index.
CREATE INDEX questions_user_idx ON questions (user_id, created_at);
