-- docs/events.md#reminders: a mail 24 hours before the start to each participant who wants one.

-- The profile switch «Напоминать о событиях», on by default.
ALTER TABLE users ADD COLUMN remind_events boolean NOT NULL DEFAULT true;
-- The one-click unsubscribe link's key: random, one per account, known only to its mailbox.
ALTER TABLE users ADD COLUMN unsubscribe_key text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX users_unsubscribe_key_idx ON users (unsubscribe_key);

-- Who was reminded of which start: one reminder per person, event and start time, whatever the
-- number of instances (the primary key decides between two sweeps); a moved event is reminded anew.
CREATE TABLE event_reminders (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
