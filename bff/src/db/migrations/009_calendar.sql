-- docs/events.md#calendars: SEQUENCE of an event in calendars. Every edit (and the delete, a
-- cancellation) raises it in the same UPDATE, so a subscribed calendar replaces its copy.
ALTER TABLE events ADD COLUMN revision integer NOT NULL DEFAULT 0;

-- docs/events.md#calendars: one secret feed address per person. The token is derived from the
-- server's key and the generation, so the profile can show the address again; only its SHA-256
-- is kept here and looked up (like sessions). A new generation replaces the hash: the old address
-- answers 404.
CREATE TABLE calendar_feeds (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  generation integer NOT NULL DEFAULT 1,
  token_hash text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL DEFAULT now()
);

-- The key feed tokens are derived with: one row, written by the first instance that needs it.
CREATE TABLE calendar_feed_key (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL
);
