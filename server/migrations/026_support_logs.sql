-- The support inbox (docs/replay.md): purchase logs shoppers sent, each under the short reference
-- they quote (K7M2-Q9XD), kept 30 days. `sender` is a SHA-256 of the client's address, not the
-- address: enough to count a sender's logs an hour, nothing support needs to read.
CREATE TABLE support_logs (
  reference   text        PRIMARY KEY,
  received_at timestamptz NOT NULL,
  comment     text,
  log         text        NOT NULL,
  sender      text        NOT NULL
);
CREATE INDEX support_logs_by_sender ON support_logs (sender, received_at);
CREATE INDEX support_logs_by_age ON support_logs (received_at);
