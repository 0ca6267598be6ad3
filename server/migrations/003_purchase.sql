-- Seat holds, charges and orders: what the purchase process needs beyond 001.

-- One row per performance and sector, created on first use: TomarGrupo locks it
-- (SELECT … FOR UPDATE) so buyers of the same sector choose their places one at a time.
CREATE TABLE performance_sectors (
  performance_id  integer NOT NULL REFERENCES performances(id),
  sector_id       integer NOT NULL REFERENCES map_sectors(id),
  PRIMARY KEY (performance_id, sector_id)
);

-- Reading what is taken in one sector (best available, general admission, availability).
CREATE INDEX place_claims_by_sector ON place_claims (performance_id, sector_id);

-- The e-mail the shopper typed in the payment form: where the order confirmation goes.
ALTER TABLE charges ADD COLUMN email text;

-- The last receipt number issued per point of sale and kind; bumped in the order's transaction.
CREATE TABLE receipt_counters (
  point_of_sale  integer NOT NULL,
  kind           text    NOT NULL,
  last_number    integer NOT NULL,
  PRIMARY KEY (point_of_sale, kind)
);

-- Products sold with the tickets (ProductoAsignado): reference data, like the delivery types.
CREATE TABLE extra_products (
  id            integer PRIMARY KEY,
  name          text    NOT NULL,
  description   text,
  price         numeric(12,2) NOT NULL CHECK (price >= 0),
  max_quantity  integer NOT NULL CHECK (max_quantity >= 0)
);

INSERT INTO extra_products (id, name, description, price, max_quantity) VALUES
  (1, 'Estacionamiento', 'Una plaza en el garaje de la sala durante la función', 4000, 2),
  (2, 'Programa de mano', NULL, 1500, 4);
