-- A claim's function, sector and seat are catalogue rows, which nothing deletes, and every
-- statement that writes a claim takes those ids from the catalogue rows its transaction has just
-- read: the first take joins them in the same statement (store/purchases/firstTake.ts), the
-- careful way prices the places it read first (holds.ts' claimPlaces). Their foreign keys checked
-- it a second time, row by row, and locked the function's and the sector's rows (FOR KEY SHARE)
-- for every hold of an on-sale: a fifth of PostgreSQL's CPU per hold on the hold path
-- (server/README.md, "Fourth pass"). A claim's purchase process keeps its foreign key: processes
-- are the shop's own writes, not the catalogue.
ALTER TABLE place_claims
  DROP CONSTRAINT place_claims_performance_id_fkey,
  DROP CONSTRAINT place_claims_sector_id_fkey,
  DROP CONSTRAINT place_claims_seat_id_fkey;
