-- Who answers for a shop: its members may reply to its reviews. A table, not a column on shops,
-- because a shop's replies are usually written by more than one person.
CREATE TABLE shop_members (
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, user_id)
);
CREATE INDEX shop_members_user_idx ON shop_members (user_id);

