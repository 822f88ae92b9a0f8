-- docs/operations.md#logs: a login's attempt is counted before its password is checked (so a burst of parallel
-- guesses cannot evaluate more than the limit) and given back when the password matches; the id
-- names the one row to give back.
ALTER TABLE rate_limit_hits ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
