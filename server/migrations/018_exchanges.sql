-- Exchanges (SPEC §7 operacion/cambio; docs/exchanges.md): a paid order's tickets move to another
-- function of the same show. The new places are held by a purchase process of their own, which
-- names the order it exchanges; settling it issues a new order and voids the old one's tickets.

-- The order a process exchanges; NULL for a purchase.
ALTER TABLE purchase_processes ADD COLUMN exchange_order_id integer REFERENCES orders(id);
CREATE INDEX purchase_processes_by_exchange_order ON purchase_processes (exchange_order_id)
  WHERE exchange_order_id IS NOT NULL;

-- One exchange per order: its primary key makes a second settlement (and a second refund) of the
-- same order impossible, and new_order_id's makes an order born of an exchange recognisable.
CREATE TABLE exchanges (
  order_id          integer       PRIMARY KEY REFERENCES orders(id),
  new_order_id      integer       NOT NULL UNIQUE REFERENCES orders(id),
  process_id        integer       NOT NULL UNIQUE REFERENCES purchase_processes(id),
  exchanged_at      timestamptz   NOT NULL,
  -- What the old tickets cost as paid, and what the new places cost.
  old_total         numeric(12,2) NOT NULL CHECK (old_total >= 0),
  new_total         numeric(12,2) NOT NULL CHECK (new_total >= 0),
  -- The processor's reference of the refund of the difference, when money went back.
  refund_reference  text,
  -- The bill for the difference paid, or the credit note for the difference given back.
  document_id       integer       REFERENCES bills(id)
);
