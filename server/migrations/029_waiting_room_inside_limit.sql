-- An adaptive room bounds how many are inside at once as well as the rate (core's nextInsideLimit):
-- the limit it judged from the inside's latency, within the organiser's cap. NULL: not judged yet
-- (core's insideLimitStart).
ALTER TABLE waiting_rooms ADD COLUMN inside_limit integer CHECK (inside_limit > 0);
