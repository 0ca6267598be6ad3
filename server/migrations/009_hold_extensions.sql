-- How many times the shopper extended a purchase's hold (WCAG 2.2.1; POST /v2/Proceso/{id}/Extender).
-- Each extension moves the process's expires_at and its holds' together; the count caps them at the
-- tenant's maximum, checked under the process's row lock.
ALTER TABLE purchase_processes ADD COLUMN extensions integer NOT NULL DEFAULT 0 CHECK (extensions >= 0);
