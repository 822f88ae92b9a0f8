-- docs/events.md#the-event: the event fields the demo data needs; the events issue extends these tables.
CREATE TABLE events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 150),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
  image_url text,
  -- docs/events.md#dates-and-times: an instant; the city's wall-clock time is derived with APP_TIMEZONE.
  starts_at timestamptz NOT NULL,
  duration_minutes integer CHECK (duration_minutes BETWEEN 0 AND 720 AND duration_minutes % 15 = 0),
  address text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 300),
  city text NOT NULL,
  latitude double precision,
  longitude double precision,
  category text NOT NULL CHECK (category IN (
    'досуг и развлечения', 'культура и искусство', 'обучение и развитие', 'спорт и туризм', 'другое'
  )),
  age_limit integer NOT NULL DEFAULT 18 CHECK (age_limit IN (0, 6, 12, 16, 18)),
  is_paid boolean NOT NULL DEFAULT false,
  price numeric(10, 2) CHECK (price IS NULL OR price > 0),
  max_participants integer CHECK (max_participants BETWEEN 1 AND 1000),
  organizer_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- docs/events.md#deleting: delete is soft.
  deleted_at timestamptz
);
CREATE INDEX events_starts_at_idx ON events (starts_at, id) WHERE deleted_at IS NULL;
CREATE INDEX events_organizer_idx ON events (organizer_id);

CREATE TABLE event_participants (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_participants_user_idx ON event_participants (user_id);

CREATE TABLE event_favorites (
  event_id bigint NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX event_favorites_user_idx ON event_favorites (user_id);
