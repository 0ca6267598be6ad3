-- The reference identity provider (EXTERNAL_LOGIN mode): one-time login codes and its own sessions.
-- Both keep only the SHA-256 of what they hand out, like the shop's sessions.

-- A code lives 2 minutes and is used once: used_at is set by the exchange that wins.
CREATE TABLE external_login_codes (
  code_hash    text        PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customers(id),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX external_login_codes_by_expiry ON external_login_codes (expires_at);

-- The provider's session cookie: a second login within it needs no password; /idp/logout ends it.
CREATE TABLE idp_sessions (
  token_hash   text        PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customers(id),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX idp_sessions_by_expiry ON idp_sessions (expires_at);
