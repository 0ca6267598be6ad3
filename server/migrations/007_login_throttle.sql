-- Login throttling per (account, client address) pair (security/loginThrottle.ts): the pair's
-- failures since its last success and the instant of the newest one, from which its wait is counted.
-- The account is the folded e-mail, so an e-mail with no account is throttled just the same.
CREATE TABLE login_throttles (
  account         text        NOT NULL,
  address         text        NOT NULL,
  failures        integer     NOT NULL,
  last_failed_at  timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);

-- Pairs that stopped failing long ago are pruned by age.
CREATE INDEX login_throttles_by_age ON login_throttles (last_failed_at);
