-- How many disputes of each status were opened on each day (UTC), kept by a trigger in the
-- transaction that changes a dispute. The arbitrator's list counts its filter from these (a few
-- hundred rows however many disputes there are) and jumps to a deep page's first day instead of
-- skipping every older dispute in the index.
CREATE TABLE dispute_day_counts (
  status text NOT NULL,
  day date NOT NULL,
  disputes integer NOT NULL CHECK (disputes >= 0),
  PRIMARY KEY (status, day)
);

INSERT INTO dispute_day_counts (status, day, disputes)
  SELECT status, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM disputes GROUP BY 1, 2;

CREATE FUNCTION dispute_day_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE dispute_day_counts SET disputes = disputes - 1
      WHERE status = OLD.status AND day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO dispute_day_counts (status, day, disputes) VALUES (NEW.status, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
      ON CONFLICT (status, day) DO UPDATE SET disputes = dispute_day_counts.disputes + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER disputes_day_counts AFTER INSERT OR DELETE OR UPDATE OF status, created_at ON disputes
  FOR EACH ROW EXECUTE FUNCTION dispute_day_counts_follow();
