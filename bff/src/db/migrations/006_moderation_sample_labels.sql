-- docs/moderation.md#sample-labelling: moderators' labels of a random sample of events the automatic moderation let through,
-- so the next model learns from what it misses (moderation:export-decisions). category NULL means
-- the moderator found nothing unlawful. One label per event; a second moderator's label replaces it.
-- The text labelled is kept: the event may be edited later, and the label describes these words.
CREATE TABLE moderation_sample_labels (
  event_id bigint PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  moderator_id bigint NOT NULL REFERENCES users (id),
  category text CHECK (category IS NULL OR category IN
    ('extremism', 'hatred', 'rally', 'drugs', 'violence', 'pornography', 'disobedience', 'suicide')),
  title text NOT NULL,
  description text NOT NULL,
  address text NOT NULL,
  labelled_at timestamptz NOT NULL DEFAULT now()
);
