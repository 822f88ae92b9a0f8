-- The main list at city scale (docs: operations, "The list at 100,000 events").

-- Each event's participant count, stored: the list's "not full" filter and every card read it,
-- and counting event_participants for each row walked cost more than the rest of the page.
-- Statement-level triggers keep it in the same transaction as the join or leave, for one row
-- (a join) or a million (the seed), so no code path can forget it; a concurrent join to the
-- same event waits on the row lock of the UPDATE, so two joins never read the same old count.
ALTER TABLE events ADD COLUMN participant_count integer NOT NULL DEFAULT 0 CHECK (participant_count >= 0);
UPDATE events e SET participant_count = p.joined
  FROM (SELECT event_id, count(*)::int AS joined FROM event_participants GROUP BY event_id) p
 WHERE p.event_id = e.id;

CREATE FUNCTION event_participants_count_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET participant_count = e.participant_count + j.joined
    FROM (SELECT event_id, count(*)::int AS joined FROM joined_rows GROUP BY event_id) j
   WHERE e.id = j.event_id;
  RETURN NULL;
END $$;

CREATE FUNCTION event_participants_count_left() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET participant_count = e.participant_count - l.left_count
    FROM (SELECT event_id, count(*)::int AS left_count FROM left_rows GROUP BY event_id) l
   WHERE e.id = l.event_id;
  RETURN NULL;
END $$;

CREATE TRIGGER event_participants_joined AFTER INSERT ON event_participants
  REFERENCING NEW TABLE AS joined_rows FOR EACH STATEMENT EXECUTE FUNCTION event_participants_count_joined();
CREATE TRIGGER event_participants_left AFTER DELETE ON event_participants
  REFERENCING OLD TABLE AS left_rows FOR EACH STATEMENT EXECUTE FUNCTION event_participants_count_left();

-- Every instance keeps copies in memory: the public part of list pages (topic 'events',
-- services/event-list-cache.ts) and signed-in sessions (topic 'accounts', services/sessions.ts).
-- A write they depend on is announced on this channel inside its transaction, so the signal
-- leaves at COMMIT, from whichever process wrote: another instance, or a CLI such as
-- moderation:recheck. Statement-level triggers: one signal per statement, and PostgreSQL folds
-- identical signals of one transaction into one.
CREATE FUNCTION announce_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_ARGV[0]);
  RETURN NULL;
END $$;

-- Events (a join or leave updates participant_count, so it is announced here too), their
-- complaints, and the organizer's shown name on the cards.
CREATE TRIGGER events_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('events');
CREATE TRIGGER event_claims_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_claims
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('events');
CREATE TRIGGER users_announce_events AFTER UPDATE OF display_name, show_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('events');

-- A session signed out or ended (logout, password reset, expiry), or its account changed (role,
-- status, password): no instance may go on trusting its copy. A new session needs no signal.
CREATE TRIGGER sessions_announce AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('accounts');
CREATE TRIGGER users_announce_accounts AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('accounts');

-- A person joined, left, saved or unsaved: their own marks on the cards changed. Announced per
-- person (at most 50 in one statement; beyond that, the seed say, for everyone at once).
CREATE FUNCTION announce_viewer_marks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people bigint[];
BEGIN
  SELECT array_agg(DISTINCT user_id) INTO people FROM changed_rows;
  IF people IS NULL THEN
    RETURN NULL;
  ELSIF cardinality(people) > 50 THEN
    PERFORM pg_notify('data_changed', 'viewers');
  ELSE
    PERFORM pg_notify('data_changed', 'viewers:' || person) FROM unnest(people) AS person;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER event_participants_announce_joined AFTER INSERT ON event_participants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_viewer_marks();
CREATE TRIGGER event_participants_announce_left AFTER DELETE ON event_participants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_viewer_marks();
CREATE TRIGGER event_favorites_announce_saved AFTER INSERT ON event_favorites
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_viewer_marks();
CREATE TRIGGER event_favorites_announce_unsaved AFTER DELETE ON event_favorites
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_viewer_marks();
