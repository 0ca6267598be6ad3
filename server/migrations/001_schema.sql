-- The reference server's schema. Plain SQL, the same on PGlite and PostgreSQL.
-- Instants are passed in by the server's clock (never now()), so tests can move time.

CREATE TABLE show_types (
  id          integer PRIMARY KEY,
  name        text    NOT NULL,
  sort_order  integer NOT NULL
);

CREATE TABLE zones (
  id    integer PRIMARY KEY,
  name  text    NOT NULL
);

CREATE TABLE seat_maps (
  code    text    PRIMARY KEY,
  width   integer NOT NULL,
  height  integer NOT NULL
);

-- A sector of a seat map: numbered (its seats are listed) or general admission (a capacity).
CREATE TABLE map_sectors (
  id        serial  PRIMARY KEY,
  map_code  text    NOT NULL REFERENCES seat_maps(code),
  code      text    NOT NULL,
  name      text    NOT NULL,
  numbered  boolean NOT NULL,
  capacity  integer NOT NULL CHECK (capacity >= 0),
  area      jsonb,
  UNIQUE (map_code, code)
);

CREATE TABLE map_seats (
  id          serial  PRIMARY KEY,
  sector_id   integer NOT NULL REFERENCES map_sectors(id),
  row_label   text    NOT NULL,
  row_index   integer NOT NULL,
  seat_number integer NOT NULL,
  x           real    NOT NULL,
  y           real    NOT NULL,
  UNIQUE (sector_id, row_label, seat_number)
);
CREATE INDEX map_seats_by_sector ON map_seats (sector_id, row_index, seat_number);

CREATE TABLE venues (
  id        integer PRIMARY KEY,
  name      text    NOT NULL,
  seo       text    NOT NULL UNIQUE,
  address   text    NOT NULL,
  locality  text    NOT NULL,
  province  text    NOT NULL,
  zone_id   integer NOT NULL REFERENCES zones(id),
  map_code  text    NOT NULL REFERENCES seat_maps(code)
);

CREATE TABLE shows (
  id               integer PRIMARY KEY,
  name             text    NOT NULL,
  seo              text    NOT NULL UNIQUE,
  type_id          integer NOT NULL REFERENCES show_types(id),
  venue_id         integer NOT NULL REFERENCES venues(id),
  description      text    NOT NULL,
  description_en   text    NOT NULL,
  duration_minutes integer NOT NULL,
  rating           text    NOT NULL,
  featured         boolean NOT NULL,
  search_text      text    NOT NULL
);

CREATE TABLE performances (
  id         integer     PRIMARY KEY,
  show_id    integer     NOT NULL REFERENCES shows(id),
  starts_at  timestamptz NOT NULL
);
CREATE INDEX performances_by_show ON performances (show_id, starts_at);

-- What a sector of the map costs at one show.
CREATE TABLE show_prices (
  show_id         integer NOT NULL REFERENCES shows(id),
  sector_id       integer NOT NULL REFERENCES map_sectors(id),
  price           numeric(12,2) NOT NULL CHECK (price >= 0),
  service_charge  numeric(12,2) NOT NULL CHECK (service_charge >= 0),
  PRIMARY KEY (show_id, sector_id)
);

CREATE TABLE promotions (
  id             integer PRIMARY KEY,
  name           text    NOT NULL,
  description    text,
  kind           text    NOT NULL CHECK (kind IN ('DOS_POR_UNO', 'PORCENTAJE')),
  percent        integer,
  weekdays       jsonb,
  bins           jsonb,
  show_ids       jsonb,
  min_quantity   integer NOT NULL,
  max_quantity   integer NOT NULL
);

CREATE TABLE delivery_types (
  id                integer PRIMARY KEY,
  name              text    NOT NULL,
  code              text    NOT NULL UNIQUE,
  price             numeric(12,2) NOT NULL,
  requires_address  boolean NOT NULL
);

CREATE TABLE payment_methods (
  id    integer PRIMARY KEY,
  name  text    NOT NULL,
  kind  text    NOT NULL
);

CREATE TABLE card_installments (
  bin           text  PRIMARY KEY,
  bank          text  NOT NULL,
  brand         text  NOT NULL,
  installments  jsonb NOT NULL
);

CREATE TABLE customers (
  id             serial      PRIMARY KEY,
  email          text        NOT NULL UNIQUE,
  password_hash  text        NOT NULL,
  first_name     text        NOT NULL,
  last_name      text        NOT NULL,
  data           jsonb       NOT NULL,
  created_at     timestamptz NOT NULL
);

-- Opaque bearer tokens, stored as their SHA-256: a stolen table logs nobody in.
CREATE TABLE sessions (
  token_hash   text        PRIMARY KEY,
  customer_id  integer     NOT NULL REFERENCES customers(id),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_by_customer ON sessions (customer_id);

CREATE TABLE login_failures (
  key         text        NOT NULL,
  failed_at   timestamptz NOT NULL
);
CREATE INDEX login_failures_by_key ON login_failures (key, failed_at);

CREATE TABLE recovery_codes (
  customer_id  integer     PRIMARY KEY REFERENCES customers(id),
  code_hash    text        NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempts     integer     NOT NULL DEFAULT 0
);

CREATE TABLE addresses (
  id           serial  PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers(id),
  data         jsonb   NOT NULL,
  is_default   boolean NOT NULL DEFAULT false,
  deleted      boolean NOT NULL DEFAULT false
);
CREATE INDEX addresses_by_customer ON addresses (customer_id);

CREATE TABLE phones (
  id           serial  PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers(id),
  data         jsonb   NOT NULL,
  is_default   boolean NOT NULL DEFAULT false,
  deleted      boolean NOT NULL DEFAULT false
);
CREATE INDEX phones_by_customer ON phones (customer_id);

CREATE TABLE purchase_processes (
  id                serial      PRIMARY KEY,
  process_type      text        NOT NULL CHECK (process_type IN ('CART', 'BOX')),
  customer_id       integer     REFERENCES customers(id),
  started_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  state             text        NOT NULL CHECK (state IN ('ACTIVE', 'INVALIDATED', 'PAID')),
  contiguous        boolean     NOT NULL DEFAULT true,
  delivery_type_id  integer     REFERENCES delivery_types(id),
  address_id        integer     REFERENCES addresses(id),
  payment_method    integer     REFERENCES payment_methods(id),
  products          jsonb       NOT NULL DEFAULT '[]'
);

-- Who holds or bought each place of a function. The primary key is what makes a
-- double sale impossible: one row per place, taken by a conditional upsert that only
-- overwrites a hold whose 12 minutes are over.
CREATE TABLE place_claims (
  performance_id  integer     NOT NULL REFERENCES performances(id),
  place_key       text        NOT NULL,
  sector_id       integer     NOT NULL REFERENCES map_sectors(id),
  seat_id         integer     REFERENCES map_seats(id),
  process_id      integer     NOT NULL REFERENCES purchase_processes(id),
  state           text        NOT NULL CHECK (state IN ('HELD', 'SOLD')),
  expires_at      timestamptz,
  price           numeric(12,2) NOT NULL,
  service_charge  numeric(12,2) NOT NULL,
  promotion_id    integer     REFERENCES promotions(id),
  PRIMARY KEY (performance_id, place_key),
  CHECK ((state = 'HELD') = (expires_at IS NOT NULL))
);
CREATE INDEX place_claims_by_process ON place_claims (process_id);
CREATE INDEX place_claims_expiring ON place_claims (expires_at) WHERE state = 'HELD';

-- One charge per purchase process: the key that makes Cobrar idempotent.
CREATE TABLE charges (
  process_id      integer     PRIMARY KEY REFERENCES purchase_processes(id),
  state           text        NOT NULL,
  attempt         integer     NOT NULL DEFAULT 1,
  card_bin        text        NOT NULL,
  card_last4      text        NOT NULL,
  installments    integer     NOT NULL,
  amount          numeric(12,2) NOT NULL,
  message         text,
  settles_at      timestamptz,
  refunded        boolean     NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);

CREATE TABLE orders (
  id                serial      PRIMARY KEY,
  process_id        integer     NOT NULL UNIQUE REFERENCES purchase_processes(id),
  customer_id       integer     REFERENCES customers(id),
  email             text        NOT NULL,
  created_at        timestamptz NOT NULL,
  state             text        NOT NULL,
  tickets_total     numeric(12,2) NOT NULL,
  delivery_total    numeric(12,2) NOT NULL,
  qr_total          numeric(12,2) NOT NULL,
  service_total     numeric(12,2) NOT NULL,
  products_total    numeric(12,2) NOT NULL,
  paid_total        numeric(12,2) NOT NULL,
  pending_total     numeric(12,2) NOT NULL,
  payments          integer     NOT NULL,
  card_last4        text        NOT NULL,
  delivery_type_id  integer     REFERENCES delivery_types(id),
  address           jsonb
);
CREATE INDEX orders_by_customer ON orders (customer_id, created_at);

CREATE TABLE tickets (
  id              serial  PRIMARY KEY,
  order_id        integer NOT NULL REFERENCES orders(id),
  performance_id  integer NOT NULL REFERENCES performances(id),
  place_key       text    NOT NULL,
  code            text    NOT NULL UNIQUE,
  sector_name     text    NOT NULL,
  row_label       text,
  seat_label      text,
  price           numeric(12,2) NOT NULL,
  service_charge  numeric(12,2) NOT NULL,
  promotion_name  text,
  UNIQUE (performance_id, place_key)
);
CREATE INDEX tickets_by_order ON tickets (order_id);

CREATE TABLE bills (
  id              serial      PRIMARY KEY,
  order_id        integer     NOT NULL REFERENCES orders(id),
  kind            text        NOT NULL CHECK (kind IN ('FACTURA', 'NOTA_DE_CREDITO')),
  reference       text        NOT NULL,
  point_of_sale   integer     NOT NULL,
  receipt_number  integer     NOT NULL,
  cae             text        NOT NULL,
  amount          numeric(12,2) NOT NULL,
  issued_at       timestamptz NOT NULL,
  UNIQUE (point_of_sale, kind, receipt_number)
);

CREATE TABLE newsletter_subscriptions (
  email       text        PRIMARY KEY,
  name        text        NOT NULL,
  created_at  timestamptz NOT NULL
);

CREATE TABLE contact_messages (
  id          serial      PRIMARY KEY,
  data        jsonb       NOT NULL,
  created_at  timestamptz NOT NULL
);
