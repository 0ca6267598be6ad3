-- Where a withdrawal's money went (docs/withdrawal.md): one row per charge refunded, through the
-- provider that took it. An order born of an exchange was paid by two charges (the original order's
-- and the difference's), so its withdrawal may refund two; every other order, one.
CREATE TABLE withdrawal_refunds (
  order_id    integer       NOT NULL REFERENCES withdrawals(order_id),
  -- The purchase process whose charge is refunded.
  process_id  integer       NOT NULL REFERENCES purchase_processes(id),
  -- TARJETA, or the wallet that gives the money back (MERCADO_PAGO, MODO, PAYPAL…).
  provider    text          NOT NULL,
  -- The card's last 4 digits; '' for a wallet.
  card_last4  text          NOT NULL,
  amount      numeric(12,2) NOT NULL CHECK (amount >= 0),
  reference   text          NOT NULL,
  PRIMARY KEY (order_id, process_id)
);

-- Withdrawals made before this table: the order's own charge gave everything back.
INSERT INTO withdrawal_refunds (order_id, process_id, provider, card_last4, amount, reference)
SELECT w.order_id, o.process_id, COALESCE(c.provider, 'TARJETA'), o.card_last4, w.refunded_amount, w.refund_reference
  FROM withdrawals w JOIN orders o ON o.id = w.order_id LEFT JOIN charges c ON c.process_id = o.process_id;
