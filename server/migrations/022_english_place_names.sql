-- Sectors and venues have English names (fixtures/catalog: cNombreEn), answered to an English
-- shopper on the map, the cart, the orders and the e-ticket. A database seeded before gets the demo
-- catalogue's names; a name without one stays Spanish in every language.
ALTER TABLE map_sectors ADD COLUMN name_en text;
ALTER TABLE venues ADD COLUMN name_en text;

UPDATE map_sectors AS target SET name_en = english.name_en
FROM (VALUES
  ('PLATEA', 'Stalls'),
  ('PULLMAN', 'Dress circle'),
  ('TERTULIA', 'Upper circle'),
  ('CAMPO', 'Floor'),
  ('PLATEA_BAJA_IZQ', 'Lower stand left'),
  ('PLATEA_BAJA_DER', 'Lower stand right'),
  ('PLATEA_PREFERENCIAL', 'Premium stand'),
  ('PLATEA_ALTA_IZQ', 'Upper stand left'),
  ('PLATEA_ALTA_CENTRAL', 'Upper stand centre'),
  ('PLATEA_ALTA_DER', 'Upper stand right'),
  ('GENERAL', 'General admission'),
  ('BALCON_VIP', 'VIP balcony'),
  ('PLATEA_NORTE', 'North stand'),
  ('PLATEA_SUR', 'South stand'),
  ('POPULAR_LOCAL', 'Home terrace'),
  ('POPULAR_VISITANTE', 'Away terrace'),
  ('RING', 'Ringside'),
  ('TRIBUNA', 'Grandstand')
) AS english (code, name_en)
WHERE target.code = english.code;

UPDATE venues AS target SET name_en = english.name_en
FROM (VALUES
  ('teatro-gran-corrientes', 'Gran Corrientes Theatre'),
  ('club-cultural-serrano', 'Serrano Cultural Club'),
  ('arena-villa-crespo', 'Villa Crespo Arena'),
  ('teatro-rayuela', 'Rayuela Theatre'),
  ('gran-carpa-costanera', 'Costanera Big Top'),
  ('teatro-del-bosque-la-plata', 'Del Bosque Theatre'),
  ('estadio-polideportivo-del-sur', 'Southern Sports Stadium'),
  ('teatro-la-canada-cordoba', 'La Cañada Theatre'),
  ('teatro-del-litoral-rosario', 'Del Litoral Theatre'),
  ('auditorio-cordillera-mendoza', 'Cordillera Auditorium'),
  ('teatro-atlantico-mar-del-plata', 'Atlántico Theatre')
) AS english (seo, name_en)
WHERE target.seo = english.seo;

-- A ticket keeps its sector's name as sold in both languages, like its promotion's (012).
ALTER TABLE tickets ADD COLUMN sector_name_en text;
UPDATE tickets AS t SET sector_name_en = ms.name_en
  FROM performances f, shows s, venues v, map_sectors ms
 WHERE f.id = t.performance_id AND s.id = f.show_id AND v.id = s.venue_id
   AND ms.map_code = v.map_code AND ms.name = t.sector_name;
