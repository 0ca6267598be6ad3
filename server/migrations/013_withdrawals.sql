-- The consumer's right to withdraw a purchase (Ley 24.240 art. 34, Res. 424/2020): the
-- "Botón de arrepentimiento". docs/withdrawal.md records the decisions.

-- One withdrawal per order: the primary key is what makes a second one (and a second refund)
-- impossible; asking again answers this row's tracking code.
CREATE TABLE withdrawals (
  order_id          integer     PRIMARY KEY REFERENCES orders(id),
  tracking_code     text        NOT NULL UNIQUE,
  requested_at      timestamptz NOT NULL,
  reason            text,
  refunded_amount   numeric(12,2) NOT NULL CHECK (refunded_amount >= 0),
  -- The processor's reference of the refund (the sandbox's is made up).
  refund_reference  text        NOT NULL,
  credit_note_id    integer     NOT NULL REFERENCES bills(id),
  -- Set when the tracking-code mail went out; a mail that failed is tried again when the shopper
  -- asks again.
  mailed_at         timestamptz
);

-- A credit note cancels a bill: the one it names.
ALTER TABLE bills ADD COLUMN cancels_bill_id integer REFERENCES bills(id);

-- A withdrawn order's tickets are void and their places go back on sale; a place sold again gets
-- a new ticket, so only the tickets still valid keep a place to themselves.
ALTER TABLE tickets ADD COLUMN voided_at timestamptz;
ALTER TABLE tickets DROP CONSTRAINT tickets_performance_id_place_key_key;
CREATE UNIQUE INDEX tickets_valid_place ON tickets (performance_id, place_key) WHERE voided_at IS NULL;
