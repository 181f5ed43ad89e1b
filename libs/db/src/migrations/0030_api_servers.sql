-- The API processes running on this database and the api-client contract versions each answers
-- (issue #30): the release command checks a remote's contract against what the deployed servers
-- answer, not against its own checkout. A process adds its row at start-up and renews seen_at
-- while it runs; rows not seen for a day are pruned by the next process to start.
CREATE TABLE api_servers (
  -- Drawn at random by the process at start-up.
  id text PRIMARY KEY,
  answered_contract_versions integer[] NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
