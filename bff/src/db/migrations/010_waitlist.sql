-- docs/events.md#waitlist: people waiting for a place at a full event. The id is the order of
-- arrival (lower = earlier); a freed place goes to the lowest id in the transaction that frees it.
CREATE TABLE event_waitlist (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id bigserial,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
-- The line of one event in order: the next to promote, a count, a position (ids up to one's own).
CREATE INDEX event_waitlist_event_order_idx ON event_waitlist (event_id, id);
-- The events a person waits for (their marks on list pages, services/viewer-marks.ts).
CREATE INDEX event_waitlist_user_idx ON event_waitlist (user_id);

-- Cards show the waitlist's length (cached list pages, topic 'events') and the viewer's position
-- (their kept marks, topic 'viewers:<id>'): both are announced like a join or leave (005_list_at_scale.sql).
CREATE TRIGGER event_waitlist_announce AFTER INSERT OR DELETE OR TRUNCATE ON event_waitlist
  FOR EACH STATEMENT EXECUTE FUNCTION announce_data_change('events');
CREATE TRIGGER event_waitlist_announce_joined AFTER INSERT ON event_waitlist
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_viewer_marks();
CREATE TRIGGER event_waitlist_announce_left AFTER DELETE ON event_waitlist
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_viewer_marks();
