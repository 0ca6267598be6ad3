-- Wallet payments (docs/payments.md): Mercado Pago, MODO, PayPal, Tigo Money and Apple Pay beside
-- the cards. A tenant offers the wallets its acceptedPayments names; these rows are every method
-- the server knows, with the limits a provider puts on one payment.

-- Which provider takes each method, the amounts it takes and the most instalments it offers.
ALTER TABLE payment_methods ADD COLUMN provider text NOT NULL DEFAULT 'TARJETA';
ALTER TABLE payment_methods ADD COLUMN min_amount numeric(12,2) NOT NULL DEFAULT 0;
ALTER TABLE payment_methods ADD COLUMN max_amount numeric(12,2);
ALTER TABLE payment_methods ADD COLUMN max_installments integer NOT NULL DEFAULT 12;

INSERT INTO payment_methods (id, name, name_en, kind, provider, min_amount, max_amount, max_installments) VALUES
  (11, 'Mercado Pago', 'Mercado Pago', 'BILLETERA', 'MERCADO_PAGO', 100, 3000000, 12),
  (12, 'MODO', 'MODO', 'BILLETERA', 'MODO', 100, 1000000, 1),
  (13, 'PayPal', 'PayPal', 'BILLETERA', 'PAYPAL', 100, 1500000, 1),
  (14, 'Tigo Money', 'Tigo Money', 'BILLETERA', 'TIGO_MONEY', 100, 500000, 1),
  (15, 'Apple Pay', 'Apple Pay', 'BILLETERA', 'APPLE_PAY', 100, 2000000, 1);

-- A wallet charge has no card: card_bin and card_last4 stay '' (as an order with no card keeps
-- card_last4), and the wallet's payment is known by its reference, unique across providers.
ALTER TABLE charges ADD COLUMN provider text NOT NULL DEFAULT 'TARJETA';
ALTER TABLE charges ADD COLUMN payment_method integer REFERENCES payment_methods(id);
ALTER TABLE charges ADD COLUMN provider_reference text UNIQUE;
-- Where the shopper pays at the wallet (its page; a QR code holds it), while the charge waits.
ALTER TABLE charges ADD COLUMN action_url text;

-- Every notification a wallet sent, by its own id: a repeat is recognised and changes nothing.
CREATE TABLE payment_notifications (
  provider         text        NOT NULL,
  notification_id  text        NOT NULL,
  reference        text        NOT NULL,
  state            text        NOT NULL,
  applied          boolean     NOT NULL,
  received_at      timestamptz NOT NULL,
  PRIMARY KEY (provider, notification_id)
);

-- Every attempt at paying a process (Proceso2). The charges row holds only the latest attempt;
-- this trigger keeps each one as it moves, whichever code path moved it (card or wallet).
CREATE TABLE payment_attempts (
  process_id      integer     NOT NULL REFERENCES purchase_processes(id),
  attempt         integer     NOT NULL,
  provider        text        NOT NULL,
  payment_method  integer,
  state           text        NOT NULL,
  amount          numeric(12,2) NOT NULL,
  card_last4      text        NOT NULL,
  reference       text,
  reason          text,
  started_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (process_id, attempt)
);

CREATE FUNCTION keep_payment_attempt() RETURNS trigger AS $$
BEGIN
  INSERT INTO payment_attempts (process_id, attempt, provider, payment_method, state, amount, card_last4,
                                reference, reason, started_at, updated_at)
  VALUES (NEW.process_id, NEW.attempt, NEW.provider,
          coalesce(NEW.payment_method, (SELECT payment_method FROM purchase_processes WHERE id = NEW.process_id)),
          NEW.state, NEW.amount, NEW.card_last4, NEW.provider_reference, NEW.reason, NEW.updated_at, NEW.updated_at)
  ON CONFLICT (process_id, attempt) DO UPDATE SET
    state = EXCLUDED.state, amount = EXCLUDED.amount, reference = EXCLUDED.reference,
    reason = EXCLUDED.reason, updated_at = EXCLUDED.updated_at;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER charges_keep_attempts AFTER INSERT OR UPDATE ON charges
  FOR EACH ROW EXECUTE FUNCTION keep_payment_attempt();

-- Charges made before this migration appear as their latest attempt.
INSERT INTO payment_attempts (process_id, attempt, provider, payment_method, state, amount, card_last4,
                              reference, reason, started_at, updated_at)
SELECT c.process_id, c.attempt, 'TARJETA', p.payment_method, c.state, c.amount, c.card_last4, NULL, c.reason,
       c.created_at, c.updated_at
  FROM charges c JOIN purchase_processes p ON p.id = c.process_id;
