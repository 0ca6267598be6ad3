-- Accessible places: a wheelchair space (the seat there is removable) or a companion seat beside
-- one. Best available gives wheelchair spaces only to a shopper who asks for one (core's
-- bestAvailable); the function page marks both. NULL is an ordinary seat.
ALTER TABLE map_seats ADD COLUMN access text CHECK (access IN ('SILLA_DE_RUEDAS', 'ACOMPANANTE'));

-- The seed writes them from fixtures/catalog/seatMaps (listaAcceso) into a new database; one seeded
-- before this migration gets the same places here.
UPDATE map_seats AS seat SET access = place.access
FROM map_sectors AS sector, (VALUES
  ('teatro-principal', 'PLATEA', 'T', 1, 'SILLA_DE_RUEDAS'),
  ('teatro-principal', 'PLATEA', 'T', 2, 'SILLA_DE_RUEDAS'),
  ('teatro-principal', 'PLATEA', 'T', 3, 'ACOMPANANTE'),
  ('teatro-principal', 'PLATEA', 'T', 4, 'ACOMPANANTE'),
  ('teatro-principal', 'PLATEA', 'T', 26, 'ACOMPANANTE'),
  ('teatro-principal', 'PLATEA', 'T', 27, 'ACOMPANANTE'),
  ('teatro-principal', 'PLATEA', 'T', 28, 'SILLA_DE_RUEDAS'),
  ('teatro-principal', 'PLATEA', 'T', 29, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 1, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 2, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 3, 'ACOMPANANTE'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 4, 'ACOMPANANTE'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 85, 'ACOMPANANTE'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 86, 'ACOMPANANTE'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 87, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_PREFERENCIAL', '1', 88, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 1, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 2, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 3, 'ACOMPANANTE'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 4, 'ACOMPANANTE'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 58, 'ACOMPANANTE'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 59, 'ACOMPANANTE'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 60, 'SILLA_DE_RUEDAS'),
  ('arena', 'PLATEA_ALTA_CENTRAL', '1', 61, 'SILLA_DE_RUEDAS')
) AS place (map_code, sector_code, row_label, seat_number, access)
WHERE sector.id = seat.sector_id AND sector.map_code = place.map_code AND sector.code = place.sector_code
  AND seat.row_label = place.row_label AND seat.seat_number = place.seat_number;
