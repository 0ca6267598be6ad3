-- What the catalogue answers that 001 has no column for.

-- idEspectaculoCartelTipo of the contract: 1 for a show with functions, 100 for a product sold by
-- quantity (PRODUCT_SHOW_TYPE, listed by GET /v2/Tienda).
ALTER TABLE shows ADD COLUMN cartel_type integer NOT NULL DEFAULT 1;

-- nMaximoPosiciones of the contract: how many places one purchase may hold for this function.
ALTER TABLE performances ADD COLUMN max_places integer NOT NULL DEFAULT 10 CHECK (max_places > 0);
