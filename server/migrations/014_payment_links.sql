-- Payment links (docs/payment-links.md): a purchase's owner makes a link that lets whoever holds it
-- pay that purchase without signing in. idProcesoDeCompra is sequential, so the link carries a token:
-- 32 random bytes, of which only the SHA-256 (hex) is kept, as with purchase keys and sessions.
-- One link per purchase: making another replaces the token, so the earlier link stops working.
-- A link has no clock of its own: it lives while its purchase's hold does (expires_at, moved by
-- extensions), and once the purchase is paid it only shows what was bought.
CREATE TABLE payment_links (
  process_id   integer PRIMARY KEY REFERENCES purchase_processes(id),
  token_hash   text        NOT NULL UNIQUE,
  created_by   integer     NOT NULL REFERENCES customers(id),
  created_at   timestamptz NOT NULL
);
