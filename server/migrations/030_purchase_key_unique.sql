-- A first take with an Idempotency-Key derives its purchase key from it (domain/process/purchaseKey.ts):
-- a resend of the same take computes the same key hash, and this index refuses its second process
-- (SQLSTATE 23505), so the take answers the process the first call started instead. Random keys never
-- meet; processes from before keys keep NULL, which a unique index allows many times.
CREATE UNIQUE INDEX purchase_processes_key_hash_unique ON purchase_processes (key_hash);
