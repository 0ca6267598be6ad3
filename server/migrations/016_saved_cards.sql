-- Saved cards and 3-D Secure 2 (docs/saved-cards.md). Of a saved card the server keeps the
-- processor's alias token (its opaque reference: only this merchant can charge it, and the server
-- only for its owner), brand, BIN, last 4 digits and expiry; never the number or security code.
CREATE TABLE saved_cards (
  alias_token   text        PRIMARY KEY,
  customer_id   integer     NOT NULL REFERENCES customers(id),
  brand         text        NOT NULL,
  card_bin      text        NOT NULL,
  card_last4    text        NOT NULL,
  expiry_month  smallint    NOT NULL,
  expiry_year   smallint    NOT NULL,
  created_at    timestamptz NOT NULL
);
-- The same card saved again is the same saved card (its first alias stays).
CREATE UNIQUE INDEX saved_cards_one_per_card
  ON saved_cards (customer_id, card_bin, card_last4, expiry_month, expiry_year);

-- card/BancardiFrame(2): a page that takes a card to save. Its id is the page's capability (only
-- its SHA-256 is kept); used once; the purchase it returns to, if started while paying.
CREATE TABLE card_registrations (
  token_hash   text        PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customers(id),
  process_id   integer     REFERENCES purchase_processes(id),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);

-- sbs/*: a 3-D Secure 2 authentication, from its setup to the payment it vouches for (used once).
-- The card it is for is known by BIN and last 4 (and the alias, for a saved card).
CREATE TABLE card_authentications (
  reference_hash text        PRIMARY KEY,
  process_id     integer     NOT NULL REFERENCES purchase_processes(id),
  card_bin       text        NOT NULL,
  card_last4     text        NOT NULL,
  alias_token    text,
  state          text        NOT NULL CHECK (state IN ('PREPARADO', 'AUTENTICADO', 'DESAFIO', 'RECHAZADO', 'USADO')),
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);
