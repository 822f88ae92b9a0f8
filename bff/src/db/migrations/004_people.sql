-- People (docs/operations.md#demo-data, docs/events.md#complaints, docs/operations.md#command-line, docs/operations.md#errors, docs/operations.md#budgets, docs/back-office.md#feedback): feedback to the administrators and complaints
-- about users. The back office (docs/back-office.md#deciding-a-complaint) reads and decides both, so the columns say plainly what
-- they hold.

-- docs/events.md#creating-and-editing, docs/operations.md#mail: feedback. The e-mail is copied from the account when it is sent, so
-- the administrators see the address the person had then, even after a later change.
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  email text NOT NULL,
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 256),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 3000),
  category text NOT NULL CHECK (category IN ('general', 'bug', 'improvement')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'resolved')),
  admin_comment text,
  -- docs/back-office.md#deciding-a-complaint: resolving records who resolved it and when.
  resolved_by bigint REFERENCES users (id),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- "My feedback", newest first.
CREATE INDEX feedback_user_created_idx ON feedback (user_id, created_at DESC, id DESC);
-- The back office's list by status, oldest new first.
CREATE INDEX feedback_status_created_idx ON feedback (status, created_at);

-- docs/back-office.md#deciding-a-complaint: a participant reports a user from that user's public profile; pending, then
-- approved or rejected once by a moderator (moderator_id, moderator_comment, reviewed_at).
CREATE TABLE user_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The reported account.
  user_id bigint NOT NULL REFERENCES users (id),
  reporter_id bigint NOT NULL REFERENCES users (id),
  reason text NOT NULL CHECK (char_length(btrim(reason)) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  moderator_id bigint REFERENCES users (id),
  moderator_comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id <> reporter_id)
);
-- One pending complaint per reporter and reported user; the unique index decides two
-- simultaneous reports (the loser is 409).
CREATE UNIQUE INDEX user_claims_one_pending_idx ON user_claims (user_id, reporter_id) WHERE status = 'pending';
-- The back office's queue by status, and the complaints about one user.
CREATE INDEX user_claims_status_created_idx ON user_claims (status, created_at);
CREATE INDEX user_claims_user_created_idx ON user_claims (user_id, created_at DESC);
