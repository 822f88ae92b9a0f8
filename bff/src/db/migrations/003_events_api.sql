-- The events API (docs/events.md#images): search, complaints, uploaded images.

-- Trigram indexes for substring search of titles. PGlite loads the extension (db/pglite.ts);
-- on PostgreSQL it is a trusted contrib extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- docs/events.md#search: search matches Russian word forms across title, description and address.
-- Stored, so a search reads the GIN index instead of stemming every row on every request;
-- 'концерты' and 'Концерт в парке' both become the lexeme 'концерт'.
ALTER TABLE events ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('russian', title || ' ' || description || ' ' || address)) STORED;
CREATE INDEX events_search_idx ON events USING gin (search_vector);

-- docs/events.md#search: ... and substrings of the title ('онц' while the word is half typed, which no
-- stemmer knows). A trigram GIN index on lower(title) serves `lower(title) LIKE '%онц%'`.
CREATE INDEX events_title_trgm_idx ON events USING gin (lower(title) gin_trgm_ops);

-- The main list filtered by category still walks events in start order (ORDER BY starts_at, id
-- LIMIT n), so the category goes first and the list stops after one page. The unfiltered list
-- uses events_starts_at_idx from 002; the other filters (free/paid, date range) are range or
-- low-selectivity conditions checked on the rows that index walk yields.
CREATE INDEX events_category_starts_at_idx ON events (category, starts_at, id) WHERE deleted_at IS NULL;

-- "My organized" reads one organizer's events in start order.
CREATE INDEX events_organizer_starts_at_idx ON events (organizer_id, starts_at, id) WHERE deleted_at IS NULL;
DROP INDEX events_organizer_idx;

-- docs/events.md#complaints, docs/back-office.md#event-complaints: complaints about events. reporter_id NULL = filed by the automatic moderation
-- (systemClaim). Pending, then approved or rejected once by a moderator (reviewed_*).
CREATE TABLE event_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  reporter_id bigint REFERENCES users (id),
  reason text NOT NULL CHECK (char_length(btrim(reason)) >= 1),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  reviewed_by bigint REFERENCES users (id),
  reviewed_at timestamptz,
  resolution_comment text,
  -- The automatic moderation's verdict: {model, confidence, category, lawReference, checkedAt}.
  metadata jsonb
);
-- Every list row and every detail asks "is a complaint pending or approved?": a partial index
-- holding only those rows keeps that anti-join to one index probe per event.
CREATE INDEX event_claims_active_idx ON event_claims (event_id, created_at) WHERE status IN ('pending', 'approved');
-- One pending complaint per reporter per event; the unique index decides concurrent reports (409).
CREATE UNIQUE INDEX event_claims_one_pending_idx ON event_claims (event_id, reporter_id)
  WHERE status = 'pending' AND reporter_id IS NOT NULL;

-- docs/operations.md#several-instances, docs/events.md#images: uploaded images live in the database, so every instance serves them. They are
-- re-encoded and at most 1600 px wide, i.e. small; the URL carries the random id, the content
-- never changes, so they are cached for a year.
CREATE TABLE images (
  id uuid PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  uploader_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Housekeeping drops images nobody attached to an event; it looks them up by age.
CREATE INDEX images_created_at_idx ON images (created_at);
-- ... and asks whether an event still shows the image.
CREATE INDEX events_image_url_idx ON events (image_url) WHERE image_url IS NOT NULL;
