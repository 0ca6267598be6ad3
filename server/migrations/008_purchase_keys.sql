-- The purchase key (X-Clave-Proceso): idProcesoDeCompra is sequential, so it names a purchase
-- without opening it; the key, issued with the first take, does. Only its SHA-256 (hex) is kept.
-- Processes from before keys keep NULL, which no key matches: nobody can open them any more.
ALTER TABLE purchase_processes ADD COLUMN key_hash text;
