-- Every build of a remote that was released (issue #30): its files sit in releases/<folder>/<version>/,
-- never overwritten; a row is never changed but for when it first went live and what it replaced.
CREATE TABLE remote_releases (
  id bigserial PRIMARY KEY,
  -- The remote's federation name, as the remotes map names it.
  remote text NOT NULL,
  version text NOT NULL,
  commit_sha text NOT NULL,
  built_at timestamptz NOT NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  -- Null for a canary never promoted: a rollback passes over it.
  went_live_at timestamptz,
  -- The release it took over from when it went live (null: the deployed build): what a rollback puts back.
  replaces_release_id bigint REFERENCES remote_releases (id),
  manifest_url text NOT NULL,
  -- name -> version of each shared library the build was made with.
  shared_versions jsonb NOT NULL,
  contract_version integer NOT NULL,
  UNIQUE (remote, version)
);

-- Which release of a remote visitors are given over the build the site was deployed with, and a
-- release a share of them (buckets under canary_percent) are given instead.
CREATE TABLE live_remotes (
  remote text PRIMARY KEY,
  release_id bigint NOT NULL REFERENCES remote_releases (id),
  canary_release_id bigint REFERENCES remote_releases (id),
  canary_percent smallint CHECK (canary_percent BETWEEN 1 AND 99),
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((canary_release_id IS NULL) = (canary_percent IS NULL))
);
