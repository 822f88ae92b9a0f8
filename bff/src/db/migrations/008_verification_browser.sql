-- docs/operations.md#kept-copies (account pre-hijacking): a verification link completes with the token alone only in
-- the browser that registered. That browser holds a random cookie; its SHA-256 is kept beside the
-- verification token it belongs to (a resent token inherits it). NULL: no browser may skip the password.
ALTER TABLE auth_tokens ADD COLUMN browser_hash text;
