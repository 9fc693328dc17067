-- The registry's platform: the audit log (append-only, hash-chained), staff sessions and sign-in attempts.
-- Runs on PostgreSQL 15 (Debian) and on PGlite (PostgreSQL 18): nothing newer than 15.

CREATE TABLE audit_log (
  id bigint PRIMARY KEY,                 -- 1, 2, 3 … without gaps: assigned under the table lock by appendAudit
  at timestamptz NOT NULL,
  actor text NOT NULL,                   -- a staff id (the identity provider's subject) or 'system'
  action text NOT NULL,                  -- e.g. 'sign-in', 'draft.save', 'change.approve'
  subject text NOT NULL,                 -- what it concerns, e.g. 'staff:…', 'definition:steps/personal-info'
  before_hash text,                      -- SHA-256 of the subject before, when it has content
  after_hash text,
  reason text,
  detail jsonb,
  previous_hash text NOT NULL,           -- the previous entry's hash (64 zeros for the first)
  hash text NOT NULL                     -- SHA-256 of previous_hash and this entry's canonical content
);

CREATE INDEX audit_log_subject ON audit_log (subject, id);
CREATE INDEX audit_log_actor ON audit_log (actor, id);

-- Append-only: the database itself refuses to change or remove an entry, whatever the application does.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Server-side sessions: the cookie holds a random id, the table only its SHA-256 (a copy of the table signs no one in).
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  roles text[] NOT NULL,
  csrf_token text NOT NULL,
  id_token text,                         -- kept for the identity provider's sign-out (id_token_hint)
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL        -- the absolute lifetime; the idle timeout counts from last_seen_at
);

CREATE INDEX staff_sessions_expires ON staff_sessions (expires_at);

-- A sign-in between the redirect to the identity provider and its answer: PKCE verifier, state and nonce,
-- bound to the browser by a cookie holding the attempt's random id (stored hashed, like sessions).
CREATE TABLE sign_in_attempts (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL
);
