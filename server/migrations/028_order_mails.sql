-- Order confirmations waiting to be mailed (issue 26): a row is written in the transaction that
-- makes the order, so the mail survives a process that stops before sending it; the payment's
-- answer does not wait for the mail. A sender claims a row until `due_at` (a lease, so one process
-- sends it) and deletes it once sent; a failed send is due again later.
CREATE TABLE order_mails (
  order_id integer     PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  email    text        NOT NULL,
  due_at   timestamptz NOT NULL,
  attempts integer     NOT NULL DEFAULT 0
);
CREATE INDEX order_mails_by_due ON order_mails (due_at);
