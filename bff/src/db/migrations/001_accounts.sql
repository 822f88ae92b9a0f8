-- docs/accounts.md#mail-links: accounts, sessions, single-use mail tokens; docs/operations.md#rate-limits: rate-limit hits.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email = btrim(email)),
  password_hash text NOT NULL,
  display_name text CHECK (char_length(display_name) <= 100),
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'moderator', 'admin')),
  -- The moderation status; an unverified e-mail is email_verified_at IS NULL, not a status.
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'suspended', 'blocked')),
  email_verified_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- docs/people.md#own-profile profile fields, edited by a later issue.
  birth_date date,
  bio text CHECK (char_length(bio) <= 500),
  city text,
  show_name boolean NOT NULL DEFAULT true,
  show_birth_date boolean NOT NULL DEFAULT true,
  show_bio boolean NOT NULL DEFAULT true
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  extended_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_purpose_idx ON auth_tokens (user_id, purpose);

CREATE TABLE rate_limit_hits (
  action text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_lookup_idx ON rate_limit_hits (action, key, created_at);
